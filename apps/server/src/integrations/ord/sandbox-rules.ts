import { formatRuDate, innChecksumOk, toWireDate } from '@sks/contract';
import type { OrdContract, OrdCreative, OrdInvoice, OrdObjectKind, OrdOrganization, OrdPlatform, OrdStatistics } from './ord.js';

/** What the sandbox knows of the objects already sent to it. */
export type SandboxLookup = (kind: OrdObjectKind, id: string) => Promise<Record<string, unknown> | null>;

/**
 * The checks the registry makes, as the sandbox applies them: each returns the message the
 * registry would refuse the object with, or null when it would register it.
 */
export const sandboxRules = {
  async organization(o: OrdOrganization) {
    const digits = o.type === 'ul' ? 10 : 12;
    if (o.inn.length !== digits || !innChecksumOk(o.inn)) return `ИНН ${o.inn} не прошёл проверку контрольных цифр`;
    return o.name.trim() ? null : 'Не указано наименование организации';
  },
  async platform(p: OrdPlatform, find: SandboxLookup) {
    if (!(await find('organization', p.organizationId))) return `Организация ${p.organizationId} не зарегистрирована в ОРД`;
    return /^https?:\/\//.test(p.url) ? null : `Адрес площадки ${p.url} не является URL`;
  },
  async contract(c: OrdContract, find: SandboxLookup, today: string) {
    for (const org of [c.clientId, c.contractorId]) {
      if (!(await find('organization', org))) return `Организация ${org} не зарегистрирована в ОРД`;
    }
    if (c.type === 'additional-agreement' && !(c.parentContractId && (await find('contract', c.parentContractId)))) {
      return 'Основной договор дополнительного соглашения не зарегистрирован в ОРД';
    }
    return c.date > today ? `Дата договора ${formatRuDate(c.date)} ещё не наступила` : null;
  },
  async creative(c: OrdCreative, find: SandboxLookup) {
    for (const id of c.contractIds) if (!(await find('contract', id))) return `Договор ${id} не зарегистрирован в ОРД`;
    if (c.form === 'banner' && !c.mediaUrl) return 'У баннера нет изображения';
    return c.okveds.length ? null : 'Не указаны коды ОКВЭД';
  },
  async invoice(i: OrdInvoice, find: SandboxLookup) {
    const contract = await find('contract', i.contractId);
    if (!contract) return `Договор ${i.contractId} не зарегистрирован в ОРД`;
    const since = String(contract.date);
    if (i.startDate < since) {
      return `Период акта ${formatRuDate(i.startDate)}–${formatRuDate(i.endDate)} выходит за пределы договора от ${formatRuDate(since)}`;
    }
    return i.startDate > i.endDate ? 'Начало периода акта позже его окончания' : null;
  },
  async statistics(s: OrdStatistics, find: SandboxLookup) {
    if (!(await find('creative', s.creativeId))) return `Креатив ${s.creativeId} не зарегистрирован в ОРД`;
    if (!(await find('invoice', s.invoiceId))) return `Акт ${s.invoiceId} не зарегистрирован в ОРД`;
    return s.impsFact < 0 || s.impsPlan < 0 ? 'Число показов не может быть отрицательным' : null;
  },
};

export const todayOf = (now: Date) => toWireDate(now);
