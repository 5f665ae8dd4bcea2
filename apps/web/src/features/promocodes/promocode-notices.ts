import { promocodeLimits } from '@sks/contract';
import { notifyErrorText, notifySuccess } from '../../ui';

/** Spec 03 section 8: the save notices, 5000 ms each; a failure is titled 'Ошибка'. */
const placement = { autoClose: promocodeLimits.noticeMs };
export const notifySaved = (text: string) => notifySuccess('Готово', text, placement);
export const notifySaveFailed = (text: string) => notifyErrorText(text, placement);
