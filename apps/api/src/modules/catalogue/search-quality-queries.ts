import type { Product } from '@better-deals/domain';

/**
 * The search's quality as shoppers judge it, on the demo catalogue: held by
 * search-quality.test.ts on both databases, and reported by `npm run bench` (issue 14's share of
 * queries whose product is among the first three).
 */
export type SearchQualityQuery = [query: string, title: string, brand?: string];

/**
 * What a shopper types, the product they mean (it must be among the first three), and, when the
 * search names a brand, that brand: no product of another brand may rank above the one meant.
 */
export const SEARCH_QUALITY_QUERIES: readonly SearchQualityQuery[] = [
  // Swapped, missing and doubled letters.
  ['iphnoe', 'Apple iPhone 13 128GB', 'Apple'],
  ['labtop', 'HP 250 G9 Laptop Core i5 8GB/512GB'],
  ['samsng', 'Samsung 43" Crystal UHD 4K Smart TV', 'Samsung'],
  ['samsnug galaxy', 'Samsung Galaxy S23 FE 256GB', 'Samsung'],
  ['blendr', 'Binatone 1.5L Blender with Grinder BLG-555'],
  ['air conditoner', 'Nexus 1HP Split Air Conditioner'],
  ['chest freezr', 'Thermocool 150L Chest Freezer'],
  ['refrigirator', 'Nexus 138L Double Door Refrigerator'],
  ['mircowave', 'Hisense 20L Solo Microwave Oven'],
  ['gas coker', 'Scanfrost 4-Burner Gas Cooker with Oven'],
  ['vitafoam matress', 'Vitafoam Grand Orthopaedic Mattress 6×6 ft', 'Vitafoam'],
  ['footbal boots', 'Adidas Predator League FG Football Boots'],
  ['basketbal', 'Molten BG4500 Basketball Size 7'],
  ['treadmil', 'Lifeline Fitness 2HP Motorised Treadmill'],
  ['dumbell', 'Lifeline Fitness Adjustable Dumbbell Set 20kg'],
  ['harry poter', "Harry Potter and the Philosopher's Stone by J.K. Rowling (Paperback)"],
  ['shea buter', 'Arami Essentials Whipped Shea Butter'],
  ['blood presure', 'Omron M2 Basic Blood Pressure Monitor'],
  ['monoply', 'Hasbro Monopoly Classic', 'Hasbro'],
  ['car batery', 'Bosch S4 Car Battery 60Ah'],
  ['spagetti', 'Dangote Spaghetti 500g'],
  ['cofee', 'Nescafé Classic Instant Coffee 200g'],
  // Accents left out.
  ['nescafe', 'Nescafé Classic Instant Coffee 200g', 'Nescafé'],
  ['ngugi', 'Weep Not, Child by Ngũgĩ wa Thiong’o (Paperback)'],
  // Brands and model lines: that brand's products first.
  ['iphone', 'Apple iPhone 13 128GB', 'Apple'],
  ['hp laptop', 'HP 250 G9 Laptop Core i5 8GB/512GB', 'HP'],
  ['samsung tv', 'Samsung 43" Crystal UHD 4K Smart TV', 'Samsung'],
  ['galaxy a15', 'Samsung Galaxy A15 128GB', 'Samsung'],
  ['tecno spark', 'Tecno Spark 20 128GB', 'Tecno'],
  ['infinix', 'Infinix Hot 40i 128GB', 'Infinix'],
  ['airpods', 'Apple AirPods (2nd generation)', 'Apple'],
  ['lenovo ideapad', 'Lenovo IdeaPad Slim 3 Core i5 8GB/512GB', 'Lenovo'],
  ['lg tv', 'LG 43" UHD 4K Smart TV UR7300', 'LG'],
  ['nike hoodie', 'Nike Sportswear Club Fleece Hoodie (Black)', 'Nike'],
  ['adidas sneakers', 'Adidas Grand Court 2.0 Sneakers (White/Black)', 'Adidas'],
  ['levis jeans', "Levi's 511 Slim Fit Jeans (Black)", "Levi's"],
  ['lego police', 'LEGO City Police Station 60316', 'LEGO'],
  ['barbie doll', 'Barbie Careers Doctor Doll', 'Barbie'],
  ['michelin tyre', 'Michelin Energy XM2+ Tyre 185/65 R15', 'Michelin'],
  ['indomie noodles', 'Indomie Instant Noodles Chicken Flavour 70g', 'Indomie'],
  ['semovita', 'Golden Penny Semovita 1kg', 'Golden Penny'],
  ['peak milk', 'Peak Evaporated Milk Tin 160g', 'Peak'],
  // Plain product words: title words before description words.
  ['printer', 'HP DeskJet 2320 All-in-One Printer'],
  ['earbuds', 'Oraimo FreePods 4 Earbuds'],
  ['power bank', 'Oraimo Traveler 4 20000mAh Power Bank'],
  ['washing machine', 'LG 8kg Top Load Washing Machine'],
  ['standing fan', 'Binatone 18" Standing Fan'],
  ['chimamanda americanah', 'Americanah by Chimamanda Ngozi Adichie (Paperback)'],
  ['things fall apart', 'Things Fall Apart by Chinua Achebe (Paperback)'],
  ['black soap', 'Dudu-Osun Pure Black Soap 150g'],
  ['engine oil', 'TotalEnergies Quartz 9000 5W-40 Engine Oil 4L'],
  // Everyday words for what the catalogue names otherwise.
  ['samsung phone', 'Samsung Galaxy A25 5G 128GB', 'Samsung'],
  ['fridge', 'Nexus 138L Double Door Refrigerator'],
  ['lg television', 'LG 43" UHD 4K Smart TV UR7300', 'LG'],
  ['earphones', 'Oraimo FreePods 4 Earbuds'],
];

/** How one search's first results serve what the shopper meant. */
export interface SearchJudgement {
  /** Where the meant product is (0 is first), -1 when it is not in the results at all. */
  at: number;
  /** The meant product is among the first three. */
  inTopThree: boolean;
  /** Brands other than the one the search names, ranked above the meant product. */
  otherBrandsAbove: string[];
}

export function judgeSearch(
  [, title, brand]: SearchQualityQuery,
  results: Pick<Product, 'title' | 'brand'>[],
): SearchJudgement {
  const at = results.findIndex((p) => p.title === title);
  const above = at < 0 ? [] : results.slice(0, at);
  return {
    at,
    inTopThree: at >= 0 && at < 3,
    otherBrandsAbove: brand ? above.map((p) => p.brand).filter((b) => b !== brand) : [],
  };
}
