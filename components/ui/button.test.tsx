import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Link from "next/link";
import { Button, buttonClass } from "./button";

test("a Button is a plain button by default, so it does not submit its form", async () => {
  const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
  const onClick = jest.fn();
  render(
    <form onSubmit={onSubmit}>
      <Button variant="danger" onClick={onClick}>
        Smazat
      </Button>
    </form>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Smazat" }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).not.toHaveBeenCalled();
});

test("a submit Button submits, and a disabled one cannot be used", async () => {
  const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <Button type="submit">Odeslat</Button>
    </form>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Odeslat" }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(
    <form onSubmit={onSubmit}>
      <Button type="submit" disabled>
        Odeslat
      </Button>
    </form>,
  );
  expect(screen.getByRole("button", { name: "Odeslat" })).toBeDisabled();
});

test("buttonClass styles a link as a button and keeps it a link", () => {
  render(
    <Link
      href="/accounts/login"
      className={buttonClass({ variant: "secondary", size: "lg", className: "mt-6" })}
    >
      Přihlásit se
    </Link>,
  );
  const link = screen.getByRole("link", { name: "Přihlásit se" });
  expect(link).toHaveAttribute("href", "/accounts/login");
  expect(link.className).toContain("mt-6");
  expect(screen.queryByRole("button")).toBeNull();
});
