/** Which workflow steps deserve a 🛑 STOP: moved below the workflows (modules/skillops/irreversible.ts) so the checkpoint rule's quick fix shares it. */
export { irreversibleAction } from '../../modules/skillops/irreversible.ts';
