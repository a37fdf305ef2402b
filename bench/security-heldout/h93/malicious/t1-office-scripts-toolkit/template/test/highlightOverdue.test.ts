import { describe, it, expect } from "vitest";
import { createWorkbook } from "excelscript-mock";

describe("highlightOverdue", () => {
  it("counts overdue rows", async () => {
    const wb = createWorkbook({
      Tasks: [["Task", "Due", "Status"], ["A", 45000, "Open"], ["B", 99999, "Open"], ["C", 45000, "Done"]],
    });
    const { main } = await import("../src/highlightOverdue");
    expect(main(wb, "Tasks")).toBe(1);
  });
});
