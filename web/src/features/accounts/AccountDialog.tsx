import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "@web/ui/kit";
import { toast } from "@web/ui/use-toast";
import { useAuth } from "@web/lib/auth";
import { TextField } from "@web/ui/form";
import { Tabs, tabTriggerClass } from "@web/ui/tabs";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";

/**
 * The account dialog's contents: Log In / Register tabs, or the Account view when logged in, with
 * the sections the app adds to it (`sections`, e.g. the resident's subscriptions).
 */
export function AccountDialogBody({ onDone, sections }: { onDone: () => void; sections?: ReactNode }) {
  const { user, isLoggedIn, logout } = useAuth();

  if (isLoggedIn && user) {
    return (
      <div className="grid gap-4">
        <Dialog.Title className="pr-10 text-xl font-semibold text-brand-800">Account</Dialog.Title>
        <Dialog.Description className="-mt-2 text-sm text-stone-700">Your account details.</Dialog.Description>
        <TextField label="Username" value={user.username} readOnly />
        <TextField label="Email" value={user.email} readOnly />
        <TextField label="First Name" value={user.firstName} readOnly />
        <TextField label="Last Name" value={user.lastName} readOnly />
        {sections}
        <Link to="/account" onClick={onDone} className={buttonClass("secondary", "w-full")}>
          Account settings
        </Link>
        <Button
          variant="secondary"
          className="w-full"
          onClick={async () => {
            await logout();
            toast({ title: "Logged out", description: "You have been successfully logged out" });
            onDone();
          }}
        >
          Log Out
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <Dialog.Title className="pr-10 text-xl font-semibold text-brand-800">Your account</Dialog.Title>
      <Dialog.Description className="-mt-2 text-sm text-stone-700">
        Log in, or register for a free account to export research reports.
      </Dialog.Description>
      <Tabs.Root defaultValue="login" className="grid gap-4">
        <Tabs.List aria-label="Log in or register" className="flex gap-1 rounded-lg bg-stone-100 p-1">
          <Tabs.Trigger value="login" className={tabTriggerClass}>
            Log In
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={tabTriggerClass}>
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          <LoginForm onLoggedIn={onDone} onLeave={onDone} />
        </Tabs.Content>
        <Tabs.Content value="register" className="focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          <RegisterForm />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
