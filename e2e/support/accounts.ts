/**
 * The super admin every run starts with: global setup creates it with `npm run create-admin`
 * before the server starts, so journeys can sign in to /admin with it.
 */
export const superAdmin = {
  email: 'super.admin@betterdeals.test',
  username: 'superadmin',
  password: 'Correct-Horse-Battery-9',
  name: 'Ada Okafor',
} as const;
