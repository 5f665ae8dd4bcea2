/** The partner categories of every installation, with the uuids migration 0018 gives them. */
export const referenceCategories: readonly { uuid: string; name: string }[] = [
  { uuid: '38ba2b61-6f02-4bae-bac2-5eecef63dbe0', name: 'Еда и напитки' },
  { uuid: '3db45386-d7b4-4f39-b744-69aaff133df3', name: 'Одежда и обувь' },
  { uuid: 'ec623808-5e27-4f2f-a1bf-767cb4d36075', name: 'Красота и здоровье' },
  { uuid: 'f5ebfa5a-0c57-4cd5-9fa7-234464076c14', name: 'Спорт и фитнес' },
  { uuid: '1e5d23d1-00ea-40fa-99ac-d8acc003385b', name: 'Образование' },
  { uuid: '538d962b-9c8f-4db4-8aa0-7a45bae21770', name: 'Развлечения' },
  { uuid: 'edebd48e-7bce-46a1-99ee-1a561e3fd9eb', name: 'Книги и канцелярия' },
  { uuid: '9bb8e99b-91aa-437f-b6ce-abb1771bd011', name: 'Электроника' },
  { uuid: 'e6684b8b-4600-483d-b542-129919762a18', name: 'Путешествия' },
  { uuid: '284332e4-1d95-44be-b966-64b68f3b0d64', name: 'Транспорт' },
];
