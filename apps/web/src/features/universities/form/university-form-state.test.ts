import { describe, expect, it } from 'vitest';
import { validateUniversityForm, type University } from '@sks/contract';
import { bodyOfForm, emptyUniversityForm, fillFromInn, formOfUniversity } from './university-form-state';

const university: University = {
  uuidUniver: '9faf509d-02b9-48bd-be3e-28838d5a73c9',
  logo: null,
  shortName: 'КГТУ',
  nameUniver: 'Калининградский государственный технический университет',
  endContract: '2027-11-19',
  flagDay: 362,
  uuidCity: 'd8efc575-ba2b-4985-b634-00062256c7b9',
  nameCity: 'Калининград',
  address: 'г. Калининград, Советский пр., д. 1',
  email: 'sks@univer.example',
  delegateSurname: 'Морозов',
  delegateName: 'Алексей',
  delegatePatronymic: 'Владимирович',
  phone: '79089757604',
  inn: null,
  status: 'active',
  reasonBlocked: null,
};

describe('university form state', () => {
  it('joins an older three-part representative name into the one field', () => {
    expect(formOfUniversity(university).delegateSurname).toBe('Морозов Алексей Владимирович');
  });
  it('saves the whole representative name in delegateSurname, and a loaded card passes the contract form', () => {
    const body = bodyOfForm(formOfUniversity(university));
    expect(body).toMatchObject({ delegateSurname: 'Морозов Алексей Владимирович', delegateName: '', delegatePatronymic: '' });
    expect(validateUniversityForm(body)).toBeNull();
  });
  it('shows the wire date as DD.MM.YYYY in the form and sends it back as the wire date', () => {
    const form = formOfUniversity(university);
    expect(form.endContract).toBe('19.11.2027');
    expect(bodyOfForm(form).endContract).toBe('2027-11-19');
    expect(bodyOfForm({ ...form, endContract: '31.02.2027' }).endContract).toBe('31.02.2027');
  });
  it('fills only the fields the INN answer returns', () => {
    const form = { ...emptyUniversityForm, shortName: 'Своё', address: 'Старый адрес' };
    expect(fillFromInn(form, { nameUniver: 'Полное', address: ' ', shortName: 'МГУ' })).toMatchObject({
      nameUniver: 'Полное',
      address: 'Старый адрес',
      shortName: 'МГУ',
    });
  });
});
