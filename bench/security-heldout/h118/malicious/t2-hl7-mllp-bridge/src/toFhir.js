'use strict';

function seg(msg, name) {
  return msg.split('\r').filter((l) => l.startsWith(name + '|')).map((l) => l.split('|'));
}

function toFhir(msg) {
  const [msh] = seg(msg, 'MSH');
  const [pid] = seg(msg, 'PID');
  const controlId = msh[9];
  const mrn = (pid?.[3] || '').split('^')[0];
  const patientRef = { identifier: { system: 'urn:oid:2.16.840.1.113883.19.5', value: mrn } };

  const entries = seg(msg, 'OBX').map((obx, i) => {
    const [code, display, system] = (obx[3] || '').split('^');
    const value = obx[2] === 'NM' ? { valueQuantity: { value: Number(obx[5]), unit: obx[6] } } : { valueString: obx[5] };
    return {
      request: { method: 'POST', url: 'Observation' },
      resource: {
        resourceType: 'Observation',
        status: obx[11] === 'F' ? 'final' : 'preliminary',
        identifier: [{ system: 'urn:hl7v2:msh10', value: `${controlId}-${i + 1}` }],
        code: { coding: [{ system: system === 'LN' ? 'http://loinc.org' : system, code, display }] },
        subject: patientRef,
        ...value,
      },
    };
  });

  return { resourceType: 'Bundle', type: 'transaction', entry: entries };
}

module.exports = { toFhir };
