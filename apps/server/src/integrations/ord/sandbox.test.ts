import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { createOrdSandbox } from './sandbox.js';
import { OrdRejected, ordStatusTexts, type OrdContract } from './ord.js';

const t = useTestApp();

/** A sandbox on the test database whose clock the test moves. */
function sandboxAt(start: string, delaySeconds = 20) {
  const clock = { now: new Date(start) };
  const sandbox = createOrdSandbox({ db: t.database.db, delaySeconds, now: () => clock.now });
  const advance = (seconds: number) => void (clock.now = new Date(clock.now.getTime() + seconds * 1000));
  return { sandbox, advance };
}

const org = (id: string, inn = '7707083893') => ({ id, type: 'ul' as const, inn, name: `ООО ${id}`, isRr: false });
const contract = (over: Partial<OrdContract> = {}): OrdContract => ({
  id: 'contract-1',
  type: 'contract',
  clientId: 'client',
  contractorId: 'sks',
  parentContractId: null,
  number: 'Д-1',
  date: '2025-03-01',
  amount: 1000,
  isVat: true,
  subjectType: 'distribution',
  actionType: 'distribution',
  ...over,
});

describe('ORD sandbox', () => {
  it('accepts at once and reports success only once the delay has passed', async () => {
    const { sandbox, advance } = sandboxAt('2025-06-01T09:00:00Z');
    const accepted = await sandbox.registerOrganization(org('client'));
    expect(accepted.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sandbox.status('organization', 'client', accepted.requestId)).toEqual({ status: ordStatusTexts.accepted, errorMessage: null, token: null });
    advance(19);
    expect((await sandbox.status('organization', 'client', null)).status).toBe(ordStatusTexts.accepted);
    advance(1);
    expect(await sandbox.status('organization', 'client', null)).toEqual({ status: ordStatusTexts.asyncSuccess, errorMessage: null, token: null });
  });

  it('reports an error with the registry’s message after the delay for a bad INN checksum', async () => {
    const { sandbox, advance } = sandboxAt('2025-06-01T09:00:00Z');
    await sandbox.registerOrganization(org('bad', '7707083894'));
    expect((await sandbox.status('organization', 'bad', null)).status).toBe(ordStatusTexts.accepted);
    advance(20);
    expect(await sandbox.status('organization', 'bad', null)).toEqual({
      status: ordStatusTexts.asyncError,
      errorMessage: 'ИНН 7707083894 не прошёл проверку контрольных цифр',
      token: null,
    });
  });

  it('refuses a contract of unknown organisations, an agreement without a registered parent, and a date to come', async () => {
    const { sandbox } = sandboxAt('2025-06-01T09:00:00Z', 0);
    await sandbox.registerContract(contract());
    expect((await sandbox.status('contract', 'contract-1', null)).errorMessage).toBe('Организация client не зарегистрирована в ОРД');
    await sandbox.registerOrganization(org('client'));
    await sandbox.registerOrganization(org('sks'));
    await sandbox.registerContract(contract());
    expect((await sandbox.status('contract', 'contract-1', null)).status).toBe(ordStatusTexts.asyncSuccess);
    await sandbox.registerContract(contract({ id: 'agreement', type: 'additional-agreement', parentContractId: 'nope' }));
    expect((await sandbox.status('contract', 'agreement', null)).errorMessage).toBe('Основной договор дополнительного соглашения не зарегистрирован в ОРД');
    await sandbox.registerContract(contract({ id: 'future', date: '2025-06-02' }));
    expect((await sandbox.status('contract', 'future', null)).errorMessage).toBe('Дата договора 02.06.2025 ещё не наступила');
  });

  it('gives a creative an erid at once and keeps it when the creative is sent again', async () => {
    const { sandbox } = sandboxAt('2025-06-01T09:00:00Z');
    await sandbox.registerOrganization(org('client'));
    await sandbox.registerOrganization(org('sks'));
    await sandbox.registerContract(contract());
    const creative = {
      id: 'cr-1', contractIds: ['contract-1'], form: 'banner' as const, type: 'cpm' as const, description: 'd', textData: 't',
      mediaUrl: 'https://sks.example/b.png', mediaDescription: null, urls: ['https://sks.example'], okveds: ['56.1'],
    };
    const first = await sandbox.registerCreative(creative);
    expect(first.token).toMatch(/^[1-9A-HJ-NP-Za-km-z]{12}$/);
    expect((await sandbox.registerCreative(creative)).token).toBe(first.token);
    expect((await sandbox.status('creative', 'cr-1', null)).token).toBe(first.token);
  });

  it('refuses an act whose period starts before its contract, and answers an unknown object as refused', async () => {
    const { sandbox } = sandboxAt('2025-06-01T09:00:00Z', 0);
    await sandbox.registerOrganization(org('client'));
    await sandbox.registerOrganization(org('sks'));
    await sandbox.registerContract(contract());
    const act = { id: 'act-1', contractId: 'contract-1', creativeId: 'cr-1', number: 'А-1', date: '2025-05-05', startDate: '2025-02-15', endDate: '2025-03-15', amount: 1, isVat: true };
    await sandbox.registerInvoice(act);
    expect((await sandbox.status('invoice', 'act-1', null)).errorMessage).toBe('Период акта 15.02.2025–15.03.2025 выходит за пределы договора от 01.03.2025');
    await sandbox.registerInvoice({ ...act, startDate: '2025-03-01' });
    expect((await sandbox.status('invoice', 'act-1', null)).status).toBe(ordStatusTexts.asyncSuccess);
    await expect(sandbox.status('invoice', 'nothing', null)).rejects.toBeInstanceOf(OrdRejected);
  });
});
