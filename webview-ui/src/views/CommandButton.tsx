/**
 * A button that asks the host to run one of Luban's commands (`runCommand`): the empty
 * states' way forward (issue 12 item 2) and each due reminder's action. Commands that
 * may write are disabled in Restricted Mode, with the reason as the tooltip; the host
 * refuses them there anyway.
 */
import type { ReactNode } from 'react';
import type { DashCommand } from '../../../src/shared/protocol.ts';
import { useView } from '../ctx.ts';
import { VscodeButton } from '../elements.ts';
import type { MessageKey } from '../i18n.ts';

/** Commands that only read the skill (allowed in Restricted Mode). */
const READ_ONLY: ReadonlySet<DashCommand> = new Set(['scan', 'score', 'health', 'slim']);

export function CommandButton({ command, skill, label, secondary }: { command: DashCommand; skill: string | null; label?: MessageKey; secondary?: boolean }) {
  const { t, store, trusted } = useView();
  const off = !trusted && !READ_ONLY.has(command);
  return (
    <VscodeButton
      secondary={secondary}
      disabled={off}
      title={off ? t('cmd.restricted') : undefined}
      data-testid={`cmd-${command}`}
      data-skill={skill ?? ''}
      onClick={() => {
        if (!off) store.runCommand(command, skill);
      }}
    >
      {t(label ?? (`cmd.${command}` as MessageKey))}
    </VscodeButton>
  );
}

/** An empty state: the explanation and the buttons that get past it. */
export function EmptyState({ text, testId, children }: { text: string; testId?: string; children?: ReactNode }) {
  return (
    <div className="empty-state" data-testid={testId}>
      <p className="empty">{text}</p>
      {children && <div className="empty-actions">{children}</div>}
    </div>
  );
}
