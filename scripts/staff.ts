// `npm run staff -- add --email=… --name=… --role=owner|staff|editor`   (password from stdin or a prompt)
// `npm run staff -- list`
// `npm run staff -- reset-password --email=…`                     (password from stdin or a prompt)
// `npm run staff -- reset-two-factor --email=…`                   (a lost authenticator phone)
// `npm run staff -- disable --email=…`                            (also ends the account's sessions)
// Reads the same DATABASE_URL as the site (default file:data/site.db). See README "Inbox".
import { pathToFileURL } from "node:url";
import { configDefaults } from "../app/config-defaults";
import { defaultDatabaseUrl } from "../app/lib/db/database-url";
import { type AppDatabase, openDatabase } from "../app/lib/db/database.server";
import { openStaffAuth, type StaffRole, staffRoles } from "../app/lib/staff/auth.server";
import { StaffAccountError, staffAccounts } from "../app/lib/staff/staff-accounts.server";
import { oneLineText } from "../app/lib/plain-text";

export const usage = `Usage:
  npm run staff -- add --email=<address> --name=<name> --role=owner|manager|staff|editor
  npm run staff -- set-role --email=<address> --role=owner|manager|staff|editor
  npm run staff -- list
  npm run staff -- reset-password --email=<address>
  npm run staff -- reset-two-factor --email=<address>
  npm run staff -- disable --email=<address>

add and reset-password read the password from standard input when it is not a terminal
(echo "$PASSWORD" | npm run -s staff -- add …), and ask for it otherwise; 12 characters or more.
disable ends the account's sessions at once; reset-password signs it out everywhere too.
reset-two-factor turns two-step sign-in off (the phone with the authenticator app was lost).
A manager works leads like staff and also sees the dashboard (the business's figures).`;

class UsageError extends Error {}

/** `--name=value` or `--name value`. */
function options(args: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/s.exec(args[i]!);
    if (!match) throw new UsageError(`Unknown argument "${args[i]}".`);
    const value = match[2] ?? args[++i];
    if (value === undefined) throw new UsageError(`--${match[1]} needs a value.`);
    found.set(match[1]!, value);
  }
  return found;
}

function required(found: Map<string, string>, allowed: string[]): string[] {
  for (const name of found.keys()) {
    if (!allowed.includes(name)) throw new UsageError(`Unknown option --${name}.`);
  }
  return allowed.map((name) => {
    const value = found.get(name)?.trim();
    if (!value) throw new UsageError(`--${name} is required.`);
    return value;
  });
}

export interface StaffCliIo {
  databaseUrl: string;
  out: (text: string) => void;
  err: (text: string) => void;
  /** The new password: standard input's first line, or typed at a prompt. */
  readPassword: () => Promise<string>;
}

/** Runs one command; resolves to the process exit code. */
export async function runStaffCommand(argv: string[], io: StaffCliIo): Promise<number> {
  const [command, ...rest] = argv;
  let database: AppDatabase | undefined;
  const open = async () => {
    database = await openDatabase(io.databaseUrl);
    const auth = await openStaffAuth(database, {
      secret: process.env.AUTH_SECRET || undefined,
      siteUrl: process.env.VITE_SITE_URL || configDefaults.siteUrl,
    });
    return staffAccounts(database, auth);
  };
  try {
    if (command === "add") {
      const [email, name, role] = required(options(rest), ["email", "name", "role"]);
      if (!staffRoles.includes(role as StaffRole)) {
        throw new UsageError(`--role is one of ${staffRoles.join(", ")}, not "${role}".`);
      }
      const password = await io.readPassword();
      const member = await (
        await open()
      ).add({ email: email!, name: oneLineText(name!).trim(), role: role as StaffRole, password });
      io.out(`Added ${member.role} ${member.name} <${member.email}>.\n`);
      return 0;
    }
    if (command === "list") {
      required(options(rest), []);
      const members = await (await open()).list();
      for (const member of members) {
        const state = member.disabledAt ? `disabled ${member.disabledAt.slice(0, 10)}` : "active";
        io.out(`${member.email}\t${member.name}\t${member.role}\t${state}\n`);
      }
      if (!members.length) io.out("No staff accounts yet.\n");
      return 0;
    }
    if (command === "reset-password") {
      const [email] = required(options(rest), ["email"]);
      const password = await io.readPassword();
      await (await open()).resetPassword(email!, password);
      io.out(`New password set for ${email}; its sessions have ended.\n`);
      return 0;
    }
    if (command === "reset-two-factor") {
      const [email] = required(options(rest), ["email"]);
      await (await open()).resetTwoFactor(email!);
      io.out(`Two-step sign-in is off for ${email}; its sessions have ended.\n`);
      return 0;
    }
    if (command === "set-role") {
      const [email, role] = required(options(rest), ["email", "role"]);
      if (!staffRoles.includes(role as StaffRole)) {
        throw new UsageError(`--role is one of ${staffRoles.join(", ")}, not "${role}".`);
      }
      await (await open()).setRole(email!, role as StaffRole);
      io.out(`${email} is now ${role}; its sessions have ended.\n`);
      return 0;
    }
    if (command === "disable") {
      const [email] = required(options(rest), ["email"]);
      await (await open()).disable(email!);
      io.out(`Disabled ${email}; its sessions have ended.\n`);
      return 0;
    }
    throw new UsageError(command ? `Unknown command "${command}".` : "No command given.");
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}\n`);
      return 2;
    }
    if (error instanceof StaffAccountError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}

/** Reads a line without echoing it (raw mode), for a password typed at a terminal. */
function promptHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding("utf8");
    stdin.resume();
    let value = "";
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off("data", onData);
      process.stderr.write("\n");
    };
    function onData(chunk: string) {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return (finish(), resolve(value));
        if (char === "\u0003") return (finish(), reject(new UsageError("Cancelled.")));
        value = char === "\u007f" || char === "\b" ? value.slice(0, -1) : value + char;
      }
    }
    stdin.on("data", onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden("New password: ");
    const again = await promptHidden("Same password again: ");
    if (first !== again) throw new UsageError("The two passwords differ.");
    return first;
  }
  let input = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) input += chunk;
  return input.split(/\r?\n/)[0] ?? "";
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runStaffCommand(process.argv.slice(2), {
    databaseUrl: process.env.DATABASE_URL || defaultDatabaseUrl,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    readPassword,
  });
  process.exitCode = code;
}
