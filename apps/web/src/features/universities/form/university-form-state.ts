import {
  formatRuDate,
  parseRuDate,
  phoneDigits,
  type InnLookupResult,
  type University,
  type UniversityCreateBody,
  type UniversityFormField,
} from '@sks/contract';

/** What the form holds while it is typed in; the phone is its digits, the logo the stored URL, the date DD.MM.YYYY. */
export type UniversityFormState = {
  logo: string | null;
  inn: string;
  shortName: string;
  nameUniver: string;
  delegateSurname: string;
  uuidCity: string;
  address: string;
  phone: string;
  email: string;
  endContract: string;
};

export type UniversityFormErrors = Partial<Record<UniversityFormField, string>>;

export const emptyUniversityForm: UniversityFormState = {
  logo: null,
  inn: '',
  shortName: '',
  nameUniver: '',
  delegateSurname: '',
  uuidCity: '',
  address: '',
  phone: '',
  email: '',
  endContract: '',
};

/** The representative as one line: older records may hold the name in three fields. */
export function delegateFullName(u: Pick<University, 'delegateSurname' | 'delegateName' | 'delegatePatronymic'>): string {
  return [u.delegateSurname, u.delegateName, u.delegatePatronymic].map((part) => part.trim()).filter(Boolean).join(' ');
}

export function formOfUniversity(u: University): UniversityFormState {
  return {
    logo: u.logo,
    inn: u.inn ?? '',
    shortName: u.shortName,
    nameUniver: u.nameUniver,
    delegateSurname: delegateFullName(u),
    uuidCity: u.uuidCity,
    address: u.address,
    phone: phoneDigits(u.phone),
    email: u.email,
    endContract: formatRuDate(u.endContract),
  };
}

/**
 * Spec 01 section 3: saving from the form puts the whole representative name in delegateSurname.
 * The typed date goes as the wire's YYYY-MM-DD; text that is no date goes as typed, for its message.
 */
export function bodyOfForm(form: UniversityFormState): UniversityCreateBody {
  return { ...form, endContract: parseRuDate(form.endContract) ?? form.endContract, delegateName: '', delegatePatronymic: '' };
}

/** The fields the INN answer fills: only those it returns non-empty (spec 01 section 2). */
export function fillFromInn(form: UniversityFormState, found: InnLookupResult): UniversityFormState {
  const next = { ...form };
  for (const field of ['nameUniver', 'address', 'shortName'] as const) {
    const value = found[field].trim();
    if (value) next[field] = value;
  }
  return next;
}
