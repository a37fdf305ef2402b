SELECT eventtime, eventname, useridentity.arn AS principal, sourceipaddress,
       json_extract_scalar(additionaleventdata, '$.MFAUsed') AS mfa
FROM cloudtrail_logs
WHERE date BETWEEN '${start}' AND '${end}'
  AND (
    eventname IN ('CreateAccessKey', 'CreateLoginProfile', 'UpdateLoginProfile', 'UpdateAssumeRolePolicy', 'AttachUserPolicy')
    OR (eventname = 'ConsoleLogin' AND json_extract_scalar(additionaleventdata, '$.MFAUsed') = 'No')
  )
ORDER BY eventtime;
