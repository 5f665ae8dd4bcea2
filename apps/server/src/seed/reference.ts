/**
 * The reference cities the demo data places its universities, partners and news in: each is a
 * row of migration 0018 (and a city of the geocoder sandbox's street data), never created here.
 */
export const demoCities = [
  'Москва', 'Санкт-Петербург', 'Новосибирск', 'Екатеринбург', 'Казань', 'Нижний Новгород', 'Челябинск',
  'Самара', 'Омск', 'Ростов-на-Дону', 'Уфа', 'Красноярск', 'Воронеж', 'Пермь', 'Волгоград', 'Краснодар',
  'Саратов', 'Тюмень', 'Томск', 'Иркутск', 'Владивосток', 'Ярославль', 'Калининград', 'Долгопрудный',
];
