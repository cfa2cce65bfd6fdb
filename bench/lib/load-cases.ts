/**
 * The fixed URLs the API load measures at 50 connections, each beside a bare route answering the
 * same bytes: lists, searches, one product, and whole pages rendered on the server.
 */
export const CASES = [
  {
    name: 'list',
    label: 'List, page 1, default sort',
    path: '/api/products',
    listOrSearch: true,
    page: false,
  },
  {
    name: 'filtered',
    label: 'Category + price + brands + rating + in stock, price-low',
    path: '/api/products?category=Electronics&minPrice=10000&maxPrice=500000&brands=Samsung,Tecno,Hisense,LG&minRating=3&inStock=true&sortBy=price-low',
    listOrSearch: true,
    page: false,
  },
  {
    name: 'page500',
    label: 'Page 500, price-high',
    path: '/api/products?page=500&sortBy=price-high',
    listOrSearch: true,
    page: false,
  },
  {
    name: 'search',
    label: 'Search for a common word ("phone")',
    path: '/api/products?search=phone',
    listOrSearch: true,
    page: false,
  },
  {
    name: 'typo',
    label: 'Search with a typo ("samsng")',
    path: '/api/products?search=samsng',
    listOrSearch: true,
    page: false,
  },
  { name: 'flashDeals', label: 'Flash deals', path: '/api/flashDeals', listOrSearch: false, page: false },
  { name: 'product', label: 'One product', path: '/api/products/:id', listOrSearch: false, page: false },
  {
    name: 'related',
    label: 'Related products',
    path: '/api/products/:id/related',
    listOrSearch: false,
    page: false,
  },
  // Whole pages as a phone gets them: data read in-process, rendered with React, streamed.
  {
    name: 'storePage',
    label: 'The store page, server-rendered',
    path: '/store',
    listOrSearch: false,
    page: true,
  },
  {
    name: 'productPage',
    label: 'A product page, server-rendered',
    path: '/product/:id',
    listOrSearch: false,
    page: true,
  },
] as const;
