import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';

/*
 * Pages load on demand. Route modules live in app/routes/ and default-export their page
 * component; each becomes its own chunk, so a shopper downloads only the pages they open (and
 * never the admin or account code unless they go there).
 */
const Home = lazy(() => import('./routes/home'));
const About = lazy(() => import('./routes/about'));
const Store = lazy(() => import('./routes/store'));
const Product = lazy(() => import('./routes/product'));
const FlashDeals = lazy(() => import('./routes/flash-deals'));
const Contact = lazy(() => import('./routes/contact'));
const Faq = lazy(() => import('./routes/faq'));
const Shipping = lazy(() => import('./routes/shipping'));
const Login = lazy(() => import('./routes/login'));
const Cart = lazy(() => import('./routes/cart'));
const Checkout = lazy(() => import('./routes/checkout'));
const HelpCenter = lazy(() => import('./routes/help-center'));
const HelpArticle = lazy(() => import('./routes/help-article'));
const Terms = lazy(() => import('./routes/terms'));
const Admin = lazy(() => import('./routes/admin'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const NotFound = lazy(() => import('./routes/not-found'));

/** Every address of the store (spec §2), inside the shared layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path="about" element={<About />} />
        <Route path="store" element={<Store />} />
        <Route path="categories" element={<Store />} />
        <Route path="product/:id" element={<Product />} />
        <Route path="flashDeals" element={<FlashDeals />} />
        <Route path="contact" element={<Contact />} />
        <Route path="faq" element={<Faq />} />
        <Route path="shipping" element={<Shipping />} />
        <Route path="login" element={<Login />} />
        <Route path="cart" element={<Cart />} />
        <Route path="checkout" element={<Checkout />} />
        <Route path="help-center" element={<HelpCenter />} />
        <Route path="help/:category/:article" element={<HelpArticle />} />
        <Route path="terms" element={<Terms />} />
        <Route path="admin" element={<Admin />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
