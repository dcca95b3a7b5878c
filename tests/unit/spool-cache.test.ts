import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPOOL_LIST_FILTERS } from '@/domain/spool-list';
import { refreshAfterSpoolWrite, spoolLedgerKeys, type SpoolWrite } from '@/queries/spool-ledger';
import { spoolKeys } from '@/queries/spools';

const UID = 'maker';

/** A cache holding every view of the user's spools, and one of another user's. */
function cacheWithEveryView() {
  const client = new QueryClient();
  const keys = {
    pages: spoolKeys.pages(UID, DEFAULT_SPOOL_LIST_FILTERS),
    list: spoolKeys.list(UID),
    ofMaterials: spoolKeys.ofMaterials(UID, ['PLA']),
    byIds: spoolKeys.byIds(UID, ['s1', 's2']),
    count: spoolKeys.count(UID),
    lowCount: spoolKeys.lowCount(UID, 150),
    priceTotals: spoolKeys.priceTotals(UID),
    materials: spoolKeys.distinctMaterials(UID),
    detail: spoolLedgerKeys.detail(UID, 's1'),
    history: spoolLedgerKeys.history(UID, 's1'),
    emptyWeight: spoolLedgerKeys.emptyWeight(UID, 's1'),
    otherDetail: spoolLedgerKeys.detail(UID, 's2'),
    otherHistory: spoolLedgerKeys.history(UID, 's2'),
    otherUsersPages: spoolKeys.pages('someone-else', DEFAULT_SPOOL_LIST_FILTERS),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, 'cached');
  return { client, keys };
}

async function afterWrite(write: SpoolWrite) {
  const { client, keys } = cacheWithEveryView();
  await refreshAfterSpoolWrite(client, UID, 's1', write);
  const state = (name: keyof typeof keys) => {
    const query = client.getQueryCache().find({ queryKey: keys[name], exact: true });
    if (!query) return 'removed';
    return query.state.isInvalidated ? 'reads again' : 'kept';
  };
  return Object.fromEntries(Object.keys(keys).map((name) => [name, state(name as keyof typeof keys)]));
}

describe('after a write to one spool, only the views it changes read again', () => {
  it('a weigh-in or adjustment: its own views, the lists and the low count, not the other figures', async () => {
    expect(await afterWrite('remaining')).toEqual({
      pages: 'reads again',
      list: 'reads again',
      ofMaterials: 'reads again',
      byIds: 'reads again',
      count: 'kept',
      lowCount: 'reads again',
      priceTotals: 'kept',
      materials: 'kept',
      detail: 'reads again',
      history: 'reads again',
      emptyWeight: 'reads again',
      otherDetail: 'kept',
      otherHistory: 'kept',
      otherUsersPages: 'kept',
    });
  });

  it('the form saved: every figure too, but still not the other spools’ own views', async () => {
    expect(await afterWrite('record')).toMatchObject({
      pages: 'reads again',
      count: 'reads again',
      lowCount: 'reads again',
      priceTotals: 'reads again',
      materials: 'reads again',
      detail: 'reads again',
      otherDetail: 'kept',
      otherHistory: 'kept',
      otherUsersPages: 'kept',
    });
  });

  it('a delete: its own views are dropped rather than read again', async () => {
    expect(await afterWrite('deleted')).toMatchObject({
      pages: 'reads again',
      count: 'reads again',
      detail: 'removed',
      history: 'removed',
      emptyWeight: 'removed',
      otherDetail: 'kept',
      otherUsersPages: 'kept',
    });
  });
});
