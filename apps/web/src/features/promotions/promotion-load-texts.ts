import { promotionMessages } from '@sks/contract';
import type { StatusTexts } from '../../ui';

/** A malformed or unknown id in the address: to a person it is a promotion that does not exist. */
export const promotionLoadTexts: StatusTexts = { 400: promotionMessages.notFound, 404: promotionMessages.notFound };
