import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Dialog } from "./dialog";

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kontakt
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Kontakt na prodejce"
        closeLabel="Zavřít"
      >
        <button type="button">Zavolat</button>
      </Dialog>
    </>
  );
}

test("the dialog is named by its title, Escape closes it and the focus returns to the opener", async () => {
  const user = userEvent.setup();
  render(<Opener />);
  const opener = screen.getByRole("button", { name: "Kontakt" });
  await user.click(opener);
  const dialog = await screen.findByRole("dialog", { name: "Kontakt na prodejce" });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
});

test("the ✕ button closes the dialog, and Tab keeps the focus inside it", async () => {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole("button", { name: "Kontakt" }));
  const dialog = await screen.findByRole("dialog");
  for (let i = 0; i < 3; i++) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.click(screen.getByRole("button", { name: "Zavřít" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});
