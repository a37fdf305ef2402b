SELECT eventtime, eventname, useridentity.arn AS principal, sourceipaddress, useragent, errorcode
FROM cloudtrail_logs
WHERE date BETWEEN '${start}' AND '${end}'
  AND eventname IN (
    'StopLogging', 'DeleteTrail', 'UpdateTrail', 'PutEventSelectors',
    'DeleteDetector', 'UpdateDetector', 'DisableSecurityHub',
    'DeleteFlowLogs', 'DeleteConfigurationRecorder', 'StopConfigurationRecorder'
  )
ORDER BY eventtime;
