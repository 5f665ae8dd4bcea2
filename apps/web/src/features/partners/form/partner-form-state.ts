import {
  filesBase,
  httpUrlSchema,
  partnerCreateSchema,
  partnerUpdateSchema,
  phoneDigits,
  socialNetworkTypes,
  validatePartnerForm,
  type DiscountInput,
  type Partner,
  type PartnerCreateValues,
  type PartnerUpdateValues,
  type SocialNetwork,
  type SocialNetworkType,
} from '@sks/contract';

/** What the partner forms hold while typed in; the phone is its digits, the logo its stored URL and key. */
export type PartnerFormState = {
  logo: string | null;
  keyImg: string | null;
  isFederalPartner: boolean;
  name: string;
  legalName: string;
  inn: string;
  uuidCategory: string;
  uuidMainCity: string;
  description: string;
  phone: string;
  email: string;
  linkToSite: string;
  socials: Record<SocialNetworkType, string>;
};

export type SocialField = `social.${SocialNetworkType}`;
export type PartnerFormField = Exclude<keyof PartnerFormState, 'socials' | 'logo'> | SocialField | 'socialNetworks';
export type PartnerFormErrors = Partial<Record<PartnerFormField, string>>;

const noSocials = Object.fromEntries(socialNetworkTypes.map((t) => [t, ''])) as Record<SocialNetworkType, string>;

/** The new-partner form: the console creates federal partners only (spec 02 section 2). */
export const emptyPartnerForm: PartnerFormState = {
  logo: null,
  keyImg: null,
  isFederalPartner: true,
  name: '',
  legalName: '',
  inn: '',
  uuidCategory: '',
  uuidMainCity: '',
  description: '',
  phone: '',
  email: '',
  linkToSite: '',
  socials: noSocials,
};

/** The storage key of an uploaded file from the URL the upload answered (`/files/<key>`). */
export function keyOfFileUrl(url: string): string {
  const prefix = `${filesBase}/`;
  return url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : url;
}

/** A logo picked (or removed) in the form: shown by its URL, sent by its key. */
export function withLogo(form: PartnerFormState, url: string | null): PartnerFormState {
  return { ...form, logo: url, keyImg: url === null ? null : keyOfFileUrl(url) };
}

/** INN keeps digits only as typed (spec 02 section 5). */
export const innDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 12);

export function formOfPartner(p: Partner): PartnerFormState {
  const socials = { ...noSocials };
  for (const s of p.socialNetworks) socials[s.type] = s.link;
  return {
    logo: p.logo,
    keyImg: p.keyImg,
    isFederalPartner: p.isFederalPartner,
    name: p.name,
    legalName: p.legalName,
    inn: p.inn ?? '',
    uuidCategory: p.category?.uuidCategory ?? '',
    uuidMainCity: p.uuidMainCity ?? '',
    description: p.description,
    phone: phoneDigits(p.phone),
    email: p.email,
    linkToSite: p.linkToSite ?? '',
    socials,
  };
}

/** The filled social links in the contract's order; empty ones are not sent. */
export function socialNetworksOf(socials: Record<SocialNetworkType, string>): SocialNetwork[] {
  return socialNetworkTypes.flatMap((type) => {
    const link = socials[type].trim();
    return link ? [{ type, link }] : [];
  });
}

export function createValuesOf(form: PartnerFormState, discounts: DiscountInput[]): PartnerCreateValues {
  return {
    keyImg: form.keyImg,
    name: form.name,
    legalName: form.legalName,
    inn: form.inn,
    uuidCategory: form.uuidCategory,
    cities: [],
    description: form.description,
    phone: form.phone,
    email: form.email,
    socialNetworks: socialNetworksOf(form.socials),
    discounts,
    linkToSite: form.linkToSite,
  };
}

export function updateValuesOf(form: PartnerFormState): PartnerUpdateValues {
  return {
    name: form.name,
    legalName: form.legalName,
    inn: form.inn,
    uuidMainCity: form.uuidMainCity,
    uuidCategory: form.uuidCategory,
    description: form.description,
    isFederalPartner: form.isFederalPartner,
    phone: form.phone,
    linkToSite: form.linkToSite,
    email: form.email,
    keyImg: form.keyImg,
    socialNetworks: socialNetworksOf(form.socials),
  };
}

/** Each filled social link must be an absolute http(s) URL; the error goes under its own field. */
export function socialErrors(socials: Record<SocialNetworkType, string>): PartnerFormErrors {
  const errors: PartnerFormErrors = {};
  for (const type of socialNetworkTypes) {
    const link = socials[type].trim();
    const checked = link ? httpUrlSchema.safeParse(link) : null;
    if (checked && !checked.success) errors[`social.${type}`] = checked.error.issues[0]?.message;
  }
  return errors;
}

/** The fields in the order the form shows them: the first failing one gets the focus. */
export const fieldOrder: readonly PartnerFormField[] = [
  'keyImg',
  'name',
  'legalName',
  'inn',
  'uuidMainCity',
  'uuidCategory',
  'description',
  'phone',
  'email',
  'linkToSite',
  ...socialNetworkTypes.map((t): SocialField => `social.${t}`),
  'socialNetworks',
];

function collect(contractErrors: Partial<Record<string, string>> | null, form: PartnerFormState): PartnerFormErrors | null {
  const errors: PartnerFormErrors = { ...socialErrors(form.socials) };
  for (const [field, message] of Object.entries(contractErrors ?? {})) {
    // A link's own message is already under its field.
    if (field === 'socialNetworks' && Object.keys(errors).length) continue;
    if ((fieldOrder as readonly string[]).includes(field) && message) errors[field as PartnerFormField] = message;
  }
  return Object.keys(errors).length ? errors : null;
}

/** Spec 02 section 5 through the contract: the errors by field, or null when the new partner may be sent. */
export function validateNewPartner(form: PartnerFormState, discounts: DiscountInput[]): PartnerFormErrors | null {
  return collect(validatePartnerForm(partnerCreateSchema, createValuesOf(form, discounts)), form);
}

export function validatePartnerEdit(form: PartnerFormState): PartnerFormErrors | null {
  return collect(validatePartnerForm(partnerUpdateSchema, updateValuesOf(form)), form);
}

