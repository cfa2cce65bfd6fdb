import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES } from './nigeria';
import { lgasOf, NIGERIA_LGAS, nigerianLga } from './nigeria-lgas';

// The official count of local government areas in each state (the FCT's are area councils),
// written out here by hand so the data file is checked against something it was not made from.
const OFFICIAL_COUNTS: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  'Akwa Ibom': 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  'Cross River': 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  'Federal Capital Territory': 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

describe("Nigeria's local government areas", () => {
  it('lists the 36 states and the FCT, each with its official number of LGAs: 774 in all', () => {
    expect(Object.keys(NIGERIA_LGAS).sort()).toEqual([...NIGERIAN_STATES].sort());
    expect(Object.keys(OFFICIAL_COUNTS)).toHaveLength(37);
    for (const state of NIGERIAN_STATES) {
      expect(NIGERIA_LGAS[state], state).toHaveLength(OFFICIAL_COUNTS[state]!);
    }
    const total = Object.values(NIGERIA_LGAS).reduce((sum, lgas) => sum + lgas.length, 0);
    expect(total).toBe(774);
  });

  it('names each LGA once within its state, tidily written', () => {
    for (const [state, lgas] of Object.entries(NIGERIA_LGAS)) {
      const names = lgas.map((lga) => lga.toLowerCase());
      expect(new Set(names).size, state).toBe(lgas.length);
      for (const lga of lgas) expect(lga, state).toMatch(/^[A-Z][A-Za-z' /-]*[a-z]$/);
      for (const lga of lgas) expect(lga, state).not.toMatch(/ {2}|- | -/);
    }
  });

  it('knows a few well-known ones where they belong', () => {
    expect(lgasOf('Lagos')).toContain('Ikeja');
    expect(lgasOf('Lagos')).toContain('Eti-Osa');
    expect(lgasOf('Kano')).toContain('Kano Municipal');
    expect(lgasOf('FCT')).toEqual(['Abaji', 'Abuja Municipal', 'Bwari', 'Gwagwalada', 'Kuje', 'Kwali']);
    expect(lgasOf('Rivers')).toContain('Port Harcourt');
    expect(lgasOf('Atlantis')).toEqual([]);
  });

  it('finds an LGA typed in another case or with extra spaces, only in its own state', () => {
    expect(nigerianLga('lagos', '  eti-osa ')).toBe('Eti-Osa');
    expect(nigerianLga('Oyo', 'ibadan  north')).toBe('Ibadan North');
    expect(nigerianLga('Lagos', 'Ibadan North')).toBeUndefined();
    expect(nigerianLga('Nowhere', 'Ikeja')).toBeUndefined();
  });
});
