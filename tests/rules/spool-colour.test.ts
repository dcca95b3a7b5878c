// A spool's hex colour (issue 32): optional, '#RRGGBB' or null, on create and update; the owner's
// own spool only.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ADMIN, OTHER, OWNER, documents, setUpRulesTests, tampered } from './rules-env';

const rules = setUpRulesTests();

describe('spools: colour', () => {
  const spool = documents.spool(OWNER, { id: 's1', colorHex: '#1B1B1B' });
  const colour = (colorHex: unknown) => ({ colorHex, updatedAt: serverTimestamp() });

  it('a spool is created with a hex colour, with null, or (spools stored before) without one', async () => {
    await assertSucceeds(rules.as(OWNER).set('spools/s1', spool));
    await assertSucceeds(rules.as(OWNER).set('spools/s2', tampered(spool, { colorHex: null })));
    const { colorHex: _hex, ...without } = spool;
    await assertSucceeds(rules.as(OWNER).set('spools/s3', without));
    await assertSucceeds(rules.as(OWNER).set('spools/s4', tampered(spool, { colorHex: '#c12e1f' })));
  });

  it.each([
    ['without #', '1B1B1B'],
    ['three digits', '#FFF'],
    ['eight digits', '#1B1B1BFF'],
    ['not hex', '#GGGGGG'],
    ['a name', 'black'],
    ['a huge string', `#${'A'.repeat(100_000)}`],
    ['a number', 0x1b1b1b],
    ['a list', ['#1B1B1B']],
    ['a map', { hex: '#1B1B1B' }],
    ['true', true],
  ])('refuses a colour that is %s, on create and on update', async (_what, colorHex) => {
    await assertFails(rules.as(OWNER).set('spools/bad', tampered(spool, { colorHex })));
    await rules.seed({ 'spools/s1': spool });
    await assertFails(rules.as(OWNER).update('spools/s1', colour(colorHex)));
  });

  describe('on a stored spool', () => {
    beforeEach(() => rules.seed({ 'spools/s1': spool }));

    it('its owner changes or clears it', async () => {
      await assertSucceeds(rules.as(OWNER).update('spools/s1', colour('#C12E1F')));
      await assertSucceeds(rules.as(OWNER).update('spools/s1', colour(null)));
    });
    it('another user, an admin and signed out cannot', async () => {
      await assertFails(rules.as(OTHER).update('spools/s1', colour('#C12E1F')));
      await assertFails(rules.as(ADMIN).update('spools/s1', colour('#C12E1F')));
      await assertFails(rules.as(null).update('spools/s1', colour('#C12E1F')));
    });
    it('another user cannot create a spool of theirs with it under the owner’s id', async () => {
      await assertFails(rules.as(OTHER).set('spools/s9', tampered(spool, { colorHex: '#C12E1F' })));
    });
  });
});
