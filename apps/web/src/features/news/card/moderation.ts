import { canChangeApprove, canSendToModeration, type NewsApprove } from '@sks/contract';

export type ModerationAction = 'publish' | 'decline' | 'send' | 'block' | 'unblock' | 'edit';

/**
 * The card's buttons for an approval state (spec 02 section 4), through the contract's
 * transitions: a blocked item can only be unblocked (edit and block hidden) or deleted.
 */
export function moderationActions(approve: NewsApprove): ModerationAction[] {
  const actions: ModerationAction[] = [];
  if (canChangeApprove(approve, 'approved')) actions.push('publish');
  if (canChangeApprove(approve, 'declined')) actions.push('decline');
  if (canSendToModeration(approve)) actions.push('send');
  if (canChangeApprove(approve, 'wait')) actions.push('unblock');
  if (approve !== 'blocked') actions.push('edit');
  if (canChangeApprove(approve, 'blocked')) actions.push('block');
  return actions;
}
