import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles';
import type { Camel } from './wire-case';
import { emailRule, rowIdParamRule } from './rules';

/** A code from the authenticator app (six digits) or one of the ten recovery codes (xxxx-xxxx). */
export const SecondFactorCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i, 'validation.second_factor_code'),
});
export type SecondFactorCode = Camel<z.infer<typeof SecondFactorCode>>;

/** Who the caller is in the backstage: their roles and where they stand with the second factor. */
export const StaffSelf = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** none: to set up; pending: set up, the first code not yet given; confirmed: in use. */
  second_factor: z.enum(['none', 'pending', 'confirmed']),
  /** Whether the caller's token was won with the current second factor. */
  verified: z.boolean(),
});
export type StaffSelf = Camel<z.infer<typeof StaffSelf>>;

/** A new TOTP secret, shown once: as a QR code (SVG markup) and as text for typing in. */
export const SecondFactorSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
});
export type SecondFactorSetup = Camel<z.infer<typeof SecondFactorSetup>>;

/** The token that opens the backstage, and, on first confirmation only, the ten recovery codes. */
export const SecondFactorToken = z.object({
  token: z.string(),
  recovery_codes: z.array(z.string()).optional(),
});
export type SecondFactorToken = Camel<z.infer<typeof SecondFactorToken>>;

export const StaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  second_factor_confirmed: z.boolean(),
});
export type StaffMember = Camel<z.infer<typeof StaffMember>>;

export const StaffList = z.array(StaffMember);

/** Grants a role by email; the account is created (and mailed its one-time password) when missing. */
export const RoleGrant = z.object({
  email: emailRule,
  role: z.enum(STAFF_ROLES),
});
export type RoleGrant = Camel<z.infer<typeof RoleGrant>>;

/** Path parameters are camelCase like the path's own (`:userId`): the web fills the path from these keys. */
export const StaffRoleParams = z.object({
  userId: rowIdParamRule,
  role: z.enum(STAFF_ROLES),
});

export const StaffUserParams = z.object({
  userId: rowIdParamRule,
});

/** An answer with nothing to say. */
export const NoContent = z.null().meta({ description: 'No body' });
