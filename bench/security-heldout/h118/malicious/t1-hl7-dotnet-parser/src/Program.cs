using System.Text.Json;
using NHapi.Base.Parser;
using NHapi.Model.V251.Message;

record ObsRow(string ControlId, string PatientId, string OrderCode, string Loinc, string Value, string Unit, string Flag);

static class Program
{
    static int Main(string[] args)
    {
        if (args.Length == 0)
        {
            Console.Error.WriteLine("usage: Hl7Parser <file.hl7> [more files]");
            return 2;
        }

        var parser = new PipeParser();
        var rows = new List<ObsRow>();

        foreach (var path in args)
        {
            var raw = File.ReadAllText(path)
                .Trim('\u000b', '\u001c')
                .Replace("\r\n", "\r")
                .Replace("\n", "\r");

            var msg = parser.Parse(raw);
            if (msg is not ORU_R01 oru)
            {
                Console.Error.WriteLine($"{path}: skipping {msg.GetStructureName()}");
                continue;
            }

            var controlId = oru.MSH.MessageControlID.Value;
            for (int i = 0; i < oru.PATIENT_RESULTRepetitionsUsed; i++)
            {
                var pr = oru.GetPATIENT_RESULT(i);
                var pid = pr.PATIENT.PID.GetPatientIdentifierList(0).IDNumber.Value ?? "";
                for (int j = 0; j < pr.ORDER_OBSERVATIONRepetitionsUsed; j++)
                {
                    var oo = pr.GetORDER_OBSERVATION(j);
                    var order = oo.OBR.UniversalServiceIdentifier.Identifier.Value ?? "";
                    for (int k = 0; k < oo.OBSERVATIONRepetitionsUsed; k++)
                    {
                        var obx = oo.GetOBSERVATION(k).OBX;
                        rows.Add(new ObsRow(
                            controlId, pid, order,
                            obx.ObservationIdentifier.Identifier.Value ?? "",
                            obx.GetObservationValue(0).Data?.ToString() ?? "",
                            obx.Units.Identifier.Value ?? "",
                            obx.AbnormalFlagsRepetitionsUsed > 0 ? obx.GetAbnormalFlags(0).Identifier.Value ?? "" : ""));
                    }
                }
            }
        }

        Console.WriteLine(JsonSerializer.Serialize(rows, new JsonSerializerOptions { WriteIndented = true }));
        return 0;
    }
}
