export * from './flash-deals';
export * from './meta';
export * from './products';
export * from './users';
export * from './audit';
export * from './orders';
export * from './contact-messages';
export * from './vouchers';
