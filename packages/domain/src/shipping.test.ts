import { describe, expect, it } from 'vitest';
import {
  estimateShippingByPostalCode,
  FREE_SHIPPING_THRESHOLD,
  orderShippingKobo,
  SHIPPING_ZONE_IDS,
  SHIPPING_ZONES,
  zoneForAddress,
  zoneForPostalCode,
} from './shipping';

describe('the shipping zone table', () => {
  it('a shopper reading the shipping page sees five zones, Lagos Metro first and cheapest', () => {
    expect(SHIPPING_ZONES.map((z) => z.id)).toEqual([...SHIPPING_ZONE_IDS]);
    expect(SHIPPING_ZONES.map((z) => [z.name, z.standardRate, z.expressRate])).toEqual([
      ['Lagos Metro', 1500, 3500],
      ['Lagos State', 2000, 4000],
      ['Southwest', 2500, 5000],
      ['Major Cities', 3000, 6000],
      ['Other States', 3500, 7000],
    ]);
    expect(SHIPPING_ZONES[4]?.areas).toEqual(['All other states']);
  });

  it('free standard shipping starts above ₦25,000', () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(25_000);
  });
});

describe('the cart postal-code estimate', () => {
  it('a shopper in Victoria Island (101241) pays the Lagos Metro standard rate', () => {
    expect(estimateShippingByPostalCode('101241', 10_000)).toMatchObject({
      ok: true,
      cost: 1500,
      message: 'Standard shipping to Lagos Metro: ₦1,500.',
    });
  });

  it('Lekki (105102, 106104) is Lagos Metro; Ikeja (100271), Festac, Badagry and Ikorodu are Lagos State', () => {
    expect(zoneForPostalCode('105102').id).toBe('lagos-metro');
    expect(zoneForPostalCode('106104').id).toBe('lagos-metro');
    for (const code of ['100271', '100001', '102312', '103101', '104101']) {
      expect(zoneForPostalCode(code).id).toBe('lagos-state');
    }
    expect(estimateShippingByPostalCode('100271', 3000).message).toBe(
      'Standard shipping to Lagos State: ₦2,000.',
    );
  });

  it('Ibadan, Abeokuta, Akure, Ado-Ekiti and Osogbo are Southwest', () => {
    for (const code of ['200001', '110001', '340001', '360001', '230001']) {
      expect(zoneForPostalCode(code).id).toBe('southwest');
    }
  });

  it('Abuja, Kano, Port Harcourt, Kaduna, Jos and Benin City are Major Cities at ₦3,000', () => {
    for (const code of ['900001', '700001', '500001', '800001', '930001', '300001']) {
      expect(zoneForPostalCode(code).id).toBe('major-cities');
    }
    expect(estimateShippingByPostalCode('900001', 1).cost).toBe(3000);
  });

  it('a shopper in Enugu (400001) gets the default rate of Other States', () => {
    expect(estimateShippingByPostalCode('400001', 5000)).toMatchObject({
      ok: true,
      cost: 3500,
      message: 'Standard shipping to Other States (default rate): ₦3,500.',
    });
  });

  it('a shopper with ₦25,000.01 in the cart ships standard for free; at exactly ₦25,000 they pay', () => {
    expect(estimateShippingByPostalCode('400001', 25_000.01)).toMatchObject({
      ok: true,
      cost: 0,
      message: 'Free standard shipping: your order is over ₦25,000.',
    });
    expect(estimateShippingByPostalCode('400001', 25_000).cost).toBe(3500);
  });

  it('a shopper who presses Estimate with an empty box is asked for a zip code, cost 0', () => {
    expect(estimateShippingByPostalCode('  ', 5000)).toEqual({
      ok: false,
      cost: 0,
      message: 'Please enter a zip code.',
    });
  });

  it('a US-style zip or anything not six digits is refused with cost 0', () => {
    for (const code of ['90210', '1012411', '10124a', '101 241']) {
      expect(estimateShippingByPostalCode(code, 5000)).toEqual({
        ok: false,
        cost: 0,
        message: 'Please enter a valid 6-digit postal code.',
      });
    }
  });
});

describe('what an order pays for delivery to its address', () => {
  const order = (zipCode: string, state: string) =>
    orderShippingKobo({ subtotalKobo: 198_000, freeShippingCoupon: false, address: { zipCode, state } });

  it('a shopper in Lekki with a Lekki postal code pays the Lagos Metro rate, and elsewhere in Lagos the Lagos State rate', () => {
    expect(order('105102', 'Lagos')).toBe(150_000);
    expect(order('100001', 'Lagos')).toBe(200_000);
    expect(order('', 'Lagos')).toBe(200_000);
  });

  it('a shopper in Kano who types a Lagos Metro postal code pays the Major Cities rate of Kano, not Lagos Metro’s', () => {
    expect(order('101241', 'Kano')).toBe(300_000);
    expect(zoneForAddress({ zipCode: '101241', state: 'Kano' }).name).toBe('Major Cities');
  });

  it('a Lagos address with a Kano postal code pays the Lagos State rate: the state is where the rider goes', () => {
    expect(order('700001', 'Lagos')).toBe(200_000);
  });

  it('an address naming no state is priced by its postal code alone', () => {
    expect(order('105102', '')).toBe(150_000);
  });

  it('a state typed in another case is still that state, and one the table does not name pays the default rate', () => {
    expect(order('700001', 'kano')).toBe(300_000);
    expect(order('', 'Sokoto')).toBe(350_000);
  });
});
