import { describe, expect, it } from 'vitest';
import { partnerCreateSchema, partnerMessages, partnerUpdateSchema, richText, type Partner } from '@sks/contract';
import { firstFailing } from '../../../ui';
import {
  fieldOrder,
  createValuesOf,
  emptyPartnerForm,
  formOfPartner,
  innDigits,
  socialNetworksOf,
  updateValuesOf,
  validateNewPartner,
  validatePartnerEdit,
  withLogo,
  type PartnerFormState,
} from './partner-form-state';

const category = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const city = '9faf509d-02b9-48bd-be3e-28838d5a73c9';

const filled: PartnerFormState = {
  ...emptyPartnerForm,
  name: 'Кофейня «Зерно»',
  legalName: 'ООО «Зерно»',
  inn: '7707083893',
  uuidCategory: category,
  description: '<p>Кофе и выпечка</p>',
  phone: '79161234567',
  email: 'hello@zerno.example',
  linkToSite: 'https://zerno.example',
  socials: { instagram: '', fb: ' ', vk: 'https://vk.com/zerno', twitter: '' },
};

const partner: Partner = {
  uuidPartner: 'b1d7c5a2-8f7e-4c55-9a51-2a0d7c1b9e11',
  status: 'active',
  name: 'Зерно',
  legalName: 'ООО «Зерно»',
  inn: null,
  category: { uuidCategory: category, name: 'Еда и напитки' },
  createdData: '01.03.2026',
  nameMainCity: 'Казань',
  uuidMainCity: city,
  keyImg: 'images/logo.png',
  logo: '/files/images/logo.png',
  rating: 4.5,
  email: 'hello@zerno.example',
  phone: '79161234567',
  linkToSite: null,
  socialNetworks: [{ type: 'twitter', link: 'https://x.com/zerno' }],
  description: '<p>Кофе</p>',
  reasonBlocked: null,
  isFederalPartner: false,
  discounts: [],
  stocks: [],
  countDiscounts: 0,
  countStocks: 0,
  countSalePoints: 0,
  countPhoto: 0,
  countComments: 0,
  countComplaints: 0,
  countVacancies: 0,
};

describe('new partner form', () => {
  it('sends the filled social links only, and empty cities', () => {
    expect(socialNetworksOf(filled.socials)).toEqual([{ type: 'vk', link: 'https://vk.com/zerno' }]);
    const discount = { type: 'fix' as const, name: '', size: 10, description: 'На всё' };
    const body = partnerCreateSchema.parse(createValuesOf(filled, [discount]));
    expect(body).toMatchObject({ cities: [], phone: '79161234567', inn: '7707083893', keyImg: null, discounts: [discount] });
    expect(validateNewPartner(filled, [discount])).toBeNull();
  });
  it('marks empty required fields and bad formats with the contract messages', () => {
    expect(validateNewPartner(emptyPartnerForm, [])).toEqual({
      name: partnerMessages.empty,
      legalName: partnerMessages.empty,
      uuidCategory: partnerMessages.empty,
      description: partnerMessages.empty,
      phone: partnerMessages.empty,
      email: partnerMessages.empty,
    });
    const errors = validateNewPartner({ ...filled, phone: '7916', email: 'nope', socials: { ...filled.socials, fb: 'facebook' } }, []);
    expect(errors).toEqual({ phone: partnerMessages.format, email: partnerMessages.format, 'social.fb': partnerMessages.format });
    expect(firstFailing(fieldOrder, errors!)).toBe('phone');
  });
  it('counts the description by its visible characters', () => {
    const long = `<p>${'а'.repeat(2001)}</p>`;
    expect(validateNewPartner({ ...filled, description: long }, [])).toEqual({ description: richText.tooLong(2000) });
  });
  it('keeps digits only in the INN, and sends a picked logo by its storage key', () => {
    expect(innDigits('77-07 0838a93')).toBe('7707083893');
    expect(withLogo(filled, '/files/images/a%20b.png')).toMatchObject({ logo: '/files/images/a%20b.png', keyImg: 'images/a b.png' });
    expect(withLogo(filled, null)).toMatchObject({ logo: null, keyImg: null });
  });
});

describe('partner edit form', () => {
  it('fills from the card and sends it back unchanged', () => {
    const form = formOfPartner(partner);
    expect(form.socials).toEqual({ instagram: '', fb: '', vk: '', twitter: 'https://x.com/zerno' });
    expect(validatePartnerEdit(form)).toBeNull();
    expect(partnerUpdateSchema.parse(updateValuesOf(form))).toMatchObject({
      uuidMainCity: city,
      uuidCategory: category,
      keyImg: 'images/logo.png',
      inn: null,
      linkToSite: null,
      socialNetworks: [{ type: 'twitter', link: 'https://x.com/zerno' }],
    });
  });
  it('needs a city unless the partner is federal, and a valid site', () => {
    const local = { ...formOfPartner(partner), uuidMainCity: '', linkToSite: 'zerno' };
    expect(validatePartnerEdit(local)).toEqual({ uuidMainCity: partnerMessages.empty, linkToSite: partnerMessages.format });
    expect(validatePartnerEdit({ ...local, isFederalPartner: true, linkToSite: '' })).toBeNull();
  });
});
