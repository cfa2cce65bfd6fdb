import {
  passwordChangeForm,
  ProfileForm,
  type ChangePasswordInput,
  type PasswordChangeForm,
  type PasswordOwner,
} from '@better-deals/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/*
 * The account settings forms' checks: the domain's schemas with zod. Loaded on demand
 * (`lazyResolver`), so zod is not part of the account page's first download.
 */

export const profileResolver = zodResolver(ProfileForm);

/**
 * Change Password: the domain's rule for the account's owner, who comes as the form's context
 * (the new password must not contain their email or name).
 */
export const passwordChangeResolver: Resolver<PasswordChangeForm, PasswordOwner, ChangePasswordInput> = (
  values,
  owner,
  options,
) =>
  zodResolver<PasswordChangeForm, PasswordOwner, ChangePasswordInput>(passwordChangeForm(owner ?? {}))(
    values,
    owner,
    options,
  );
