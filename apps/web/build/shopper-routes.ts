/** The shopper pages whose first load the bundle budget and the admin-isolation test look at. */
export const SHOPPER_ROUTES = [
  { path: '/', module: 'src/app/routes/home.tsx' },
  { path: '/store', module: 'src/app/routes/store.tsx' },
  { path: '/flashDeals', module: 'src/app/routes/flash-deals.tsx' },
  { path: '/product/:id', module: 'src/app/routes/product.tsx' },
  { path: '/cart', module: 'src/app/routes/cart.tsx' },
  { path: '/checkout', module: 'src/app/routes/checkout.tsx' },
  { path: '/login', module: 'src/app/routes/login.tsx' },
  { path: '/about', module: 'src/app/routes/about.tsx' },
  { path: '/contact', module: 'src/app/routes/contact.tsx' },
  { path: '/faq', module: 'src/app/routes/faq.tsx' },
  { path: '/shipping', module: 'src/app/routes/shipping.tsx' },
  { path: '/help-center', module: 'src/app/routes/help-center.tsx' },
] as const;

/** Modules that belong to the admin area only. */
export const ADMIN_CODE = /^src\/(features\/admin\/|app\/routes\/admin\.tsx)/;
