import type { FacetCount, Product } from '@better-deals/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import type { ApiRequest, RequestOptions } from '../../../lib/api-client';
import { makeProduct, memoryStorage } from '../../../lib/test-helpers';
import { useGetBrandsQuery, useGetCategoriesQuery, useGetProductsQuery } from '../catalogue-api';
import { brandsCategory, toProductListArgs } from '../store-filters';
import { useStoreFilters } from '../use-store-filters';
import { FilterPanel } from './filter-panel';
import { FilterSidebar } from './filter-sidebar';
import { ProductGrid } from './product-grid';

const CATALOGUE: Product[] = [
  makeProduct({
    title: 'Galaxy A15',
    category: 'Electronics',
    brand: 'Samsung',
    price: 150_000,
    rating: 4.5,
  }),
  makeProduct({
    title: 'Spark 20',
    category: 'Electronics',
    brand: 'Tecno',
    price: 90_000,
    rating: 3.5,
    stock: 0,
  }),
  makeProduct({
    title: 'Ankara Dress',
    category: 'Fashion',
    brand: 'Lagos Looms',
    price: 15_000,
    rating: 4.8,
  }),
  makeProduct({
    title: 'Electric Kettle',
    category: 'Home & Garden',
    brand: 'Binatone',
    price: 8_000,
    rating: 4.1,
  }),
];

const counts = (names: string[]): FacetCount[] =>
  [...new Set(names)].map((name) => ({ name, count: names.filter((n) => n === name).length }));

/** The catalogue API as the server answers it, over CATALOGUE. */
function catalogueServer(brands: FacetCount[] = counts(CATALOGUE.map((p) => p.brand))) {
  return (path: string, { query = {} }: RequestOptions = {}) => {
    if (path === '/products/brands') {
      const inCategory = CATALOGUE.filter((p) => p.category === query.category).map((p) => p.brand);
      return { success: true, data: query.category === undefined ? brands : counts(inCategory) };
    }
    if (path === '/products/categories')
      return { success: true, data: counts(CATALOGUE.map((p) => p.category)) };
    const wanted = CATALOGUE.filter(
      (p) =>
        (query.category === undefined || p.category === query.category) &&
        (query.brands === undefined || String(query.brands).split(',').includes(p.brand)) &&
        (query.minRating === undefined || p.rating >= Number(query.minRating)) &&
        (query.inStock === undefined || p.stock > 0) &&
        (query.maxPrice === undefined || p.price <= Number(query.maxPrice)),
    );
    return { success: true, count: wanted.length, data: wanted };
  };
}

/** The store's filters beside its products, wired as the store page wires them. */
function Store() {
  const { filters, update, clearAll } = useStoreFilters();
  const brands = useGetBrandsQuery(brandsCategory(filters));
  const categories = useGetCategoriesQuery();
  const products = useGetProductsQuery(toProductListArgs(filters));
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <FilterSidebar open={false} onClose={() => {}} opener={opener}>
        <FilterPanel
          filters={filters}
          onChange={update}
          onClearAll={clearAll}
          brands={brands.data}
          categoryCounts={categories.data}
        />
      </FilterSidebar>
      <ProductGrid products={products.data?.data ?? []} />
    </>
  );
}

function renderStore(server = catalogueServer()) {
  const request = vi.fn(async (path: string, options?: RequestOptions) => server(path, options));
  const store = makeStore({ storage: memoryStorage().storage, request: request as unknown as ApiRequest });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/store']}>
        <Store />
      </MemoryRouter>
    </Provider>,
  );
  return { request, user: userEvent.setup() };
}

const products = () => screen.getByRole('list', { name: 'Products' });
/** The product titles the shopper sees, once the list shows `count` of them. */
async function shownTitles(count: number) {
  await waitFor(() => expect(within(products()).getAllByRole('heading')).toHaveLength(count));
  return within(products())
    .getAllByRole('heading')
    .map((heading) => heading.textContent);
}

describe('the store filters', () => {
  it('a shopper sees every category with how many products it holds, and the brands once loaded', async () => {
    renderStore();
    expect(screen.getByText('Loading brands...')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Electronics 2 products' })).toBeTruthy());
    expect(screen.getByRole('checkbox', { name: 'Samsung 1 product' })).toBeTruthy();
    // Nothing is filtered yet, so there is nothing to clear.
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    expect(await shownTitles(4)).toHaveLength(4);
  });

  it("a shopper who picks Electronics sees only electronics, and 'Clear all filters' brings everything back", async () => {
    const { user } = renderStore();
    await shownTitles(4);
    await user.click(screen.getByRole('radio', { name: /^Electronics/ }));

    expect(await shownTitles(2)).toEqual(['Galaxy A15', 'Spark 20']);
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await shownTitles(4)).toHaveLength(4);
    expect((screen.getByRole('radio', { name: 'All' }) as HTMLInputElement).checked).toBe(true);
  });

  it("a shopper who ticks a brand sees only that brand's products", async () => {
    const { user } = renderStore();
    await user.click(await screen.findByRole('checkbox', { name: /^Binatone/ }));
    expect(await shownTitles(1)).toEqual(['Electric Kettle']);
  });

  it('a shopper who picks Home & Garden is offered its brands only, and a brand ticked before stays there at 0 to untick', async () => {
    const { user, request } = renderStore();
    await user.click(await screen.findByRole('checkbox', { name: /^Samsung/ }));
    await user.click(screen.getByRole('radio', { name: /^Home & Garden/ }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Binatone 1 product' })).toBeTruthy());
    expect(screen.queryByRole('checkbox', { name: /^Tecno/ })).toBeNull();
    expect(request).toHaveBeenCalledWith(
      '/products/brands',
      expect.objectContaining({ query: { category: 'Home & Garden' } }),
    );
    const samsung = screen.getByRole('checkbox', { name: 'Samsung 0 products' }) as HTMLInputElement;
    expect(samsung.checked).toBe(true);
    await user.click(samsung);
    expect(await shownTitles(1)).toEqual(['Electric Kettle']);
    expect(screen.queryByRole('checkbox', { name: /^Samsung/ })).toBeNull();
  });

  it('a shopper who asks for 4 stars and up, in stock only, no longer sees the sold-out or lower-rated phone', async () => {
    const { user } = renderStore();
    await shownTitles(4);
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await user.click(screen.getByRole('radio', { name: /^4 & up/ }));
    expect(await shownTitles(3)).not.toContain('Spark 20');
  });

  it('a shopper who moves the maximum price sees it at once, and the list follows after a short pause', async () => {
    const { request } = renderStore();
    await shownTitles(4);
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '20' } });

    expect(screen.getByRole('slider', { name: 'Maximum price' }).getAttribute('aria-valuetext')).toBe(
      '₦20,000',
    );
    expect(await shownTitles(2)).toEqual(['Ankara Dress', 'Electric Kettle']);
    expect(request).toHaveBeenCalledWith(
      '/products',
      expect.objectContaining({ query: expect.objectContaining({ maxPrice: 20_000 }) }),
    );
  });

  it("a long brand list is folded behind 'Show all brands', a ticked brand staying in view", async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `Brand ${i + 1}`, count: 1 }));
    const { user } = renderStore(catalogueServer(many));
    await user.click(await screen.findByRole('checkbox', { name: /^Brand 1 / }));
    expect(screen.queryByRole('checkbox', { name: /^Brand 10 / })).toBeNull();

    const more = screen.getByRole('button', { name: 'Show all brands (10)' });
    await user.click(more);
    expect(screen.getByRole('checkbox', { name: /^Brand 10 / })).toBeTruthy();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect((screen.getByRole('checkbox', { name: /^Brand 1 / }) as HTMLInputElement).checked).toBe(true);
  });
});
