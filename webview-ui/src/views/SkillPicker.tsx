/** The skill chooser of the history and dimension views (a native select, themed). */
import type { SkillView } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';

/** The selected skill, else the first with history, else the first. */
export function chosenSkill(skills: readonly SkillView[], id: string | null): SkillView | undefined {
  return skills.find((s) => s.id === id) ?? skills.find((s) => s.history.length > 0) ?? skills[0];
}

export function SkillPicker({ skills, value }: { skills: SkillView[]; value: string | undefined }) {
  const { t, store } = useView();
  const sorted = [...skills].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <label className="picker">
      {t('skill.pick')}{' '}
      <select value={value} onChange={(e) => store.selectSkill(e.currentTarget.value)} data-testid="skill-picker">
        {sorted.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} — {s.path}
          </option>
        ))}
      </select>
    </label>
  );
}
