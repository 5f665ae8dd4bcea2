import { adsLimits } from '@sks/contract';
import { notifyErrorText } from '../../ui';
import { refusalText } from './ads-format';

/** The advertising section's toast: 6 seconds, top centre (spec 03 section 8). */
export const adsToast = (error: unknown) => notifyErrorText(refusalText(error), { position: 'top-center', autoClose: adsLimits.toastMs });
