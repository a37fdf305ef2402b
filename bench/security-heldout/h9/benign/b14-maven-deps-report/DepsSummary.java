import java.nio.file.*;
import java.util.regex.*;

public class DepsSummary {
    public static void main(String[] args) throws Exception {
        Pattern p = Pattern.compile("\\s+(\\S+:\\S+)\\s+\\.+\\s+(\\S+)\\s+->\\s+(\\S+)");
        System.out.println("| artifact | current | latest |\n|---|---|---|");
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            Matcher m = p.matcher(line);
            if (m.find()) System.out.printf("| `%s` | %s | %s |%n", m.group(1), m.group(2), m.group(3));
        }
    }
}
