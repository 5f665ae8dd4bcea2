import {
  defaultOperatorDirection,
  operatorMessages,
  phoneDigits,
  validateOperatorForm,
  type Operator,
  type OperatorFields,
  type OperatorFormField,
} from '@sks/contract';

/** The operator popup's fields (the phone is its digits); the university comes from the card. */
export type OperatorFormState = Omit<OperatorFields, 'uuidUniversity'>;

export const emptyOperatorForm: OperatorFormState = {
  surname: '',
  name: '',
  patronymic: '',
  email: '',
  job: '',
  phone: '',
  role: defaultOperatorDirection,
  chairman: false,
};

export function formOfOperator(operator: Operator): OperatorFormState {
  return {
    surname: operator.surname,
    name: operator.name,
    patronymic: operator.patronymic,
    email: operator.email,
    job: operator.job,
    phone: phoneDigits(operator.phone),
    role: operator.role,
    chairman: operator.isChairmen,
  };
}

export const operatorFullName = (o: Pick<Operator, 'surname' | 'name' | 'patronymic'>) =>
  [o.surname, o.name, o.patronymic].filter(Boolean).join(' ');

/** The form rule of spec 01 section 5: the fields to mark, and 'Поля не заполнены', or nothing. */
export function operatorFormCheck(form: OperatorFormState): { marked: Set<OperatorFormField>; message: string | null } {
  const problems = validateOperatorForm(form);
  return problems
    ? { marked: new Set(problems.fields), message: operatorMessages.fieldsEmpty }
    : { marked: new Set(), message: null };
}
