/**
 * The advertising-data operator (ОРД): registers organisations, platforms, contracts, creatives,
 * acts (invoices) and statistics with the state registry, and reads their status. Registration
 * is asynchronous: an object is accepted at once and reaches a success or an error later.
 * Objects carry our own id, so sending one again updates it rather than registering a second.
 */
export type OrdOrganization = { id: string; type: 'ul' | 'ip' | 'fl'; inn: string; name: string; isRr: boolean };
export type OrdPlatform = { organizationId: string; platformId: string; name: string; url: string };
export type OrdContract = {
  id: string;
  type: 'contract' | 'additional-agreement';
  clientId: string;
  contractorId: string;
  parentContractId: string | null;
  number: string;
  date: string;
  amount: number;
  isVat: boolean;
  subjectType: string;
  actionType: string;
};
export type OrdCreative = {
  id: string;
  contractIds: string[];
  form: 'banner' | 'text-block';
  type: 'cpm' | 'cpc';
  description: string;
  textData: string;
  /** Absolute URL of the banner; null for a text block. */
  mediaUrl: string | null;
  mediaDescription: string | null;
  /** Where the ad leads. */
  urls: string[];
  okveds: string[];
};
export type OrdInvoice = {
  id: string;
  contractId: string;
  creativeId: string;
  number: string;
  date: string;
  startDate: string;
  endDate: string;
  amount: number;
  isVat: boolean;
};
export type OrdStatistics = {
  id: string;
  creativeId: string;
  invoiceId: string;
  platformId: string;
  impsPlan: number;
  impsFact: number;
  dateStartPlan: string;
  dateEndPlan: string;
  dateStartFact: string;
  dateEndFact: string;
  amount: number;
  amountPerUnit: number;
  isVat: boolean;
};

/** The kinds of object whose status can be read. */
export type OrdObjectKind = 'organization' | 'platform' | 'contract' | 'creative' | 'invoice' | 'statistics';

/** The operator took the request; a creative's token (erid) comes at once. */
export type OrdAccepted = { requestId: string; token: string | null };
/** The operator's word on an object: its status text as sent, its messages when refused. */
export type OrdStatus = { status: string; errorMessage: string | null; token: string | null };

export interface AdsOperator {
  readonly kind: 'sandbox' | 'yandex';
  registerOrganization(o: OrdOrganization): Promise<OrdAccepted>;
  registerPlatform(p: OrdPlatform): Promise<OrdAccepted>;
  registerContract(c: OrdContract): Promise<OrdAccepted>;
  registerCreative(c: OrdCreative): Promise<OrdAccepted>;
  registerInvoice(i: OrdInvoice): Promise<OrdAccepted>;
  registerStatistics(s: OrdStatistics): Promise<OrdAccepted>;
  /** The status of an object by our id (statistics, which have none there, by the request id). */
  status(kind: OrdObjectKind, objectId: string, requestId: string | null): Promise<OrdStatus>;
}

/** The operator refused the request itself (bad data): nothing to retry, the message is shown. */
export class OrdRejected extends Error {}
/** The operator could not be reached or failed: the job tries again later. */
export class OrdUnavailable extends Error {}

/** The operator's status texts (see shared/integrations/ord.md). */
export const ordStatusTexts = {
  accepted: 'Request accepted by ORD',
  syncSuccess: 'ERIR sync success',
  asyncSuccess: 'ERIR async success',
  syncError: 'ERIR sync error',
  asyncError: 'ERIR async error',
  ordError: 'ORD error',
  rejected: 'ORD rejected',
} as const;
const successTexts: readonly string[] = [ordStatusTexts.syncSuccess, ordStatusTexts.asyncSuccess];
const errorTexts: readonly string[] = [ordStatusTexts.syncError, ordStatusTexts.asyncError, ordStatusTexts.ordError, ordStatusTexts.rejected];
/** Where a status text leaves the object: still waiting, registered, or refused. */
export const outcomeOf = (status: string): 'waiting' | 'success' | 'error' =>
  successTexts.includes(status) ? 'success' : errorTexts.includes(status) ? 'error' : 'waiting';
