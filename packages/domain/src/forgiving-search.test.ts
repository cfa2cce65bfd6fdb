import { describe, expect, it } from 'vitest';
import {
  alsoMeant,
  correctionsOf,
  editDistance,
  forgivingMatcher,
  searchWords,
  typoAllowance,
} from './forgiving-search';

describe('the words of a search', () => {
  it('are lower case letters and digits, split at spaces and punctuation', () => {
    expect(searchWords("  HP 250-G9 Laptop, Levi's 8GB/512GB ")).toEqual([
      'hp',
      '250',
      'g9',
      'laptop',
      'levi',
      's',
      '8gb',
      '512gb',
    ]);
    expect(searchWords('Nescafé Ngũgĩ')).toEqual(['nescafé', 'ngũgĩ']);
    expect(searchWords('&|!():*')).toEqual([]);
  });
});

describe('how far apart two words are', () => {
  it('a swapped pair of letters is one slip, as are a missing, a doubled and a wrong letter', () => {
    expect(editDistance('iphnoe', 'iphone')).toBe(1);
    expect(editDistance('samsng', 'samsung')).toBe(1);
    expect(editDistance('bllender', 'blender')).toBe(1);
    expect(editDistance('labtop', 'laptop')).toBe(1);
    expect(editDistance('laptop', 'laptop')).toBe(0);
    expect(editDistance('', 'tv')).toBe(2);
    expect(editDistance('kettle', 'bottle')).toBe(2);
  });

  it('accents do not count: "ngugi" is "ngũgĩ" and "nescafe" is "nescafé"', () => {
    expect(editDistance('ngugi', 'ngũgĩ')).toBe(0);
    expect(editDistance('nescafe', 'nescafé')).toBe(0);
  });
});

describe('how many slips a word may hold', () => {
  it('short words none, four or five letters one, longer words two', () => {
    expect(['tv', 'hp', 'ipd'].map(typoAllowance)).toEqual([0, 0, 0]);
    expect(['retrn', 'shoe'].map(typoAllowance)).toEqual([1, 1]);
    expect(['iphnoe', 'pasword'].map(typoAllowance)).toEqual([2, 2]);
  });

  it('words with digits none: a model number or a code is never read as another', () => {
    expect(['a15', 's23fe', 'mf3x9k2a1b1'].map(typoAllowance)).toEqual([0, 0, 0]);
    expect(correctionsOf('mf3x9k2a1b1', ['mf3x9k2a1b2'])).toEqual([]);
    expect(correctionsOf('galaxi', ['galaxy', 'galaxy2'])).toEqual(['galaxy']);
  });
});

describe('what a word nobody wrote stands for', () => {
  const catalogue = ['phone', 'iphone', 'smartphone', 'laptop', 'samsung', 'blender', 'power', 'bone'];

  it('a shopper who types "iphnoe", "labtop", "samsng" or "blendr" is read as meaning the product word', () => {
    expect(correctionsOf('iphnoe', catalogue)).toEqual(['iphone']);
    expect(correctionsOf('labtop', catalogue)).toEqual(['laptop']);
    expect(correctionsOf('samsng', catalogue)).toEqual(['samsung']);
    expect(correctionsOf('blendr', catalogue)).toEqual(['blender']);
  });

  it('the fewest slips win, and whole words beat word beginnings at the same distance', () => {
    expect(correctionsOf('pone', catalogue)).toEqual(['phone', 'bone']);
    expect(correctionsOf('samsu', ['samsung'])).toEqual(['samsung']);
    expect(correctionsOf('labto', catalogue)).toEqual(['laptop']);
  });

  it('short words and words too far from anything stand for nothing', () => {
    expect(correctionsOf('hq', catalogue)).toEqual([]);
    expect(correctionsOf('zzqqxx', catalogue)).toEqual([]);
    expect(correctionsOf('laptop', catalogue)).toEqual([]);
  });

  it('keeps at most the asked number, in the order they were offered', () => {
    expect(correctionsOf('cart', ['care', 'card', 'carp', 'cars'], 2)).toEqual(['care', 'card']);
  });
});

describe('a forgiving search over a small body of text', () => {
  const texts = [
    'How do I change my password?',
    'What is your return policy?',
    'How long does a refund take?',
  ];
  const found = (query: string) => texts.filter(forgivingMatcher(query, texts));

  it('a shopper who types "pasword" or "retrn" finds the question anyway', () => {
    expect(found('pasword')).toEqual(['How do I change my password?']);
    expect(found('retrn')).toEqual(['What is your return policy?']);
    expect(found('chnage my pasword')).toEqual(['How do I change my password?']);
  });

  it('words written correctly match only as written, as the beginnings of words', () => {
    expect(found('ref')).toEqual(['How long does a refund take?']);
    expect(found('how')).toEqual([texts[0], texts[2]]);
  });

  it('every word must match; a word matching nothing at all is left out', () => {
    expect(found('how refund')).toEqual(['How long does a refund take?']);
    expect(found('refund zzqxv')).toEqual(['How long does a refund take?']);
    expect(found('zzqxv')).toEqual([]);
  });
});

describe('the other words a search word stands for', () => {
  it('a shopper who types "phone" or "phones" also means smartphones, but "smartphone" does not mean button phones', () => {
    expect(alsoMeant('phone')).toEqual(['smartphone']);
    expect(alsoMeant('phones')).toEqual(['smartphone']);
    expect(alsoMeant('smartphone')).toEqual([]);
  });

  it('"tv" and "television", "fridge" and "refrigerator" stand for each other', () => {
    expect(alsoMeant('tv')).toEqual(['television']);
    expect(alsoMeant('televisions')).toEqual(['tv']);
    expect(alsoMeant('fridges')).toEqual(['refrigerator']);
    expect(alsoMeant('refrigerator')).toEqual(['fridge']);
  });

  it('most words stand for nothing else, and names of object properties are no words of it', () => {
    expect(alsoMeant('blender')).toEqual([]);
    expect(alsoMeant('constructor')).toEqual([]);
    expect(alsoMeant('s')).toEqual([]);
  });
});
