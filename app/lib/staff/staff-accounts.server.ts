import type { AppDatabase } from "~/lib/db/database.server";
import type { StaffAuth, StaffRole } from "./auth.server";

// Staff accounts as the CLI (`npm run staff`) manages them. Passwords are hashed and checked
// by better-auth alone (its scrypt); this module never sees a hash.

export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** When the account was disabled, if it was. */
  disabledAt: string | null;
  createdAt: string;
}

export class StaffAccountError extends Error {}

const isoText = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function staffAccounts(database: AppDatabase, auth: StaffAuth) {
  const { db } = database;

  async function checkPassword(password: string) {
    const context = await auth.$context;
    const { minPasswordLength, maxPasswordLength } = context.password.config;
    if (password.length < minPasswordLength || password.length > maxPasswordLength) {
      throw new StaffAccountError(
        `The password must have ${minPasswordLength} to ${maxPasswordLength} characters.`,
      );
    }
    return context;
  }

  async function findUser(email: string) {
    const context = await auth.$context;
    const found = await context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
    if (!found) throw new StaffAccountError(`No staff account for ${email}.`);
    return { context, user: found.user };
  }

  /** Ends every session of a user, on every device. */
  async function revokeSessions(userId: string) {
    await db.deleteFrom("staff_session").where("userId", "=", userId).execute();
  }

  return {
    async add({
      email,
      name,
      role,
      password,
    }: {
      email: string;
      name: string;
      role: StaffRole;
      password: string;
    }): Promise<StaffMember> {
      const context = await checkPassword(password);
      const address = email.trim().toLowerCase();
      if (await context.internalAdapter.findUserByEmail(address)) {
        throw new StaffAccountError(`A staff account for ${address} exists already.`);
      }
      const hash = await context.password.hash(password);
      const user = await context.internalAdapter.createUser(
        {
          email: address,
          name: name.trim(),
          emailVerified: true,
          role,
        },
        { method: "admin" },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: "credential",
        accountId: user.id,
        password: hash,
      });
      const [member] = (await this.list()).filter((staff) => staff.id === user.id);
      return member!;
    },

    async list(): Promise<StaffMember[]> {
      const rows = await db
        .selectFrom("staff_user")
        .select(["id", "name", "email", "role", "disabledAt", "createdAt"])
        .orderBy("name")
        .orderBy("email")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role as StaffRole,
        disabledAt: isoText(row.disabledAt),
        createdAt: isoText(row.createdAt)!,
      }));
    },

    /** Sets a new password and signs the account out everywhere. */
    async resetPassword(email: string, password: string) {
      await checkPassword(password);
      const { context, user } = await findUser(email);
      await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
      await revokeSessions(user.id);
    },

    /** Turns two-step sign-in off for someone who lost their phone; ends their sessions. */
    async resetTwoFactor(email: string) {
      const { context, user } = await findUser(email);
      await context.internalAdapter.updateUser(user.id, { twoFactorEnabled: false });
      await db.deleteFrom("staff_two_factor").where("userId", "=", user.id).execute();
      await revokeSessions(user.id);
    },

    /** Gives the account another role (the owner's grant of the dashboard); ends its sessions. */
    async setRole(email: string, role: StaffRole) {
      const { context, user } = await findUser(email);
      await context.internalAdapter.updateUser(user.id, { role });
      await revokeSessions(user.id);
    },

    /** Disables the account and ends its sessions at once. */
    async disable(email: string, at = new Date()) {
      const { context, user } = await findUser(email);
      await context.internalAdapter.updateUser(user.id, { disabledAt: at });
      await revokeSessions(user.id);
    },
  };
}
