// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, Form } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "~/components/forms/field";
import { FormAlert } from "~/components/forms/form-alert";
import { SubmitButton } from "~/components/forms/submit-button";
import { fieldAttributes } from "~/lib/forms/definition";
import { COUPON_FORM } from "~/lib/forms/coupon";

afterEach(cleanup);

describe("<Field>", () => {
  it("labels the input and carries the definition's constraints", () => {
    render(<Field label="Coupon code" constraints={fieldAttributes(COUPON_FORM, "code")} />);
    const input = screen.getByLabelText("Coupon code") as HTMLInputElement;
    expect(input.name).toBe("code");
    expect(input.required).toBe(true);
    expect(input.maxLength).toBe(30);
    expect(input.getAttribute("pattern")).toBe("[A-Za-z0-9_\\-]{2,30}");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("points aria-describedby at the hint and the server's message, and keeps what was typed", () => {
    render(
      <Field
        label="Coupon code"
        constraints={fieldAttributes(COUPON_FORM, "code")}
        hint="As printed on the offer"
        errors={["This coupon code is not valid."]}
        defaultValue="no spaces"
      />,
    );
    const input = screen.getByLabelText("Coupon code") as HTMLInputElement;
    expect(input.value).toBe("no spaces");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["As printed on the offer", "This coupon code is not valid."]);
    expect(screen.getByRole("alert").textContent).toBe("This coupon code is not valid.");
  });
});

describe("<FormAlert>", () => {
  it("is an alert for errors, a status for notices, and nothing when empty", () => {
    const { rerender, container } = render(<FormAlert>Your cart is empty.</FormAlert>);
    expect(screen.getByRole("alert").textContent).toBe("Your cart is empty.");
    rerender(<FormAlert tone="notice">Code sent.</FormAlert>);
    expect(screen.getByRole("status").textContent).toBe("Code sent.");
    rerender(<FormAlert>{null}</FormAlert>);
    expect(container.textContent).toBe("");
  });
});

describe("<SubmitButton>", () => {
  it("is busy and disabled only while its own submission is on its way, label unchanged", async () => {
    let release: () => void = () => {};
    const router = createMemoryRouter(
      [
        {
          path: "/",
          action: () => new Promise((resolve) => (release = () => resolve(null))),
          element: (
            <Form method="post">
              <SubmitButton name="intent" value="apply">
                Apply
              </SubmitButton>
              <SubmitButton name="intent" value="remove">
                Remove
              </SubmitButton>
            </Form>
          ),
        },
      ],
      { initialEntries: ["/"] },
    );
    render(<RouterProvider router={router} />);
    const apply = screen.getByRole("button", { name: "Apply" });
    const remove = screen.getByRole("button", { name: "Remove" });
    expect(apply.getAttribute("type")).toBe("submit");
    expect(apply.getAttribute("aria-busy")).toBeNull();

    await act(async () => {
      fireEvent.click(apply);
    });
    expect(router.state.navigation.state).toBe("submitting");
    expect(apply.getAttribute("aria-busy")).toBe("true");
    expect((apply as HTMLButtonElement).disabled).toBe(true);
    expect(apply.textContent).toBe("Apply");
    expect(remove.getAttribute("aria-busy")).toBeNull();

    await act(async () => {
      release();
    });
    await screen.findByRole("button", { name: "Apply" });
    expect(router.state.navigation.state).toBe("idle");
    expect(screen.getByRole("button", { name: "Apply" }).getAttribute("aria-busy")).toBeNull();
    expect((screen.getByRole("button", { name: "Apply" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each(["/", "/hi"])(
    "counts a submission to its form action as its own under the basename %s, and not one to another action",
    async (basename) => {
      let release: () => void = () => {};
      const waits = () => new Promise((resolve) => (release = () => resolve(null)));
      const router = createMemoryRouter(
        [
          {
            path: "/",
            element: (
              <>
                <Form method="post" action="/age-consent">
                  <SubmitButton name="consent" value="granted" formAction="/age-consent">
                    I am 18 or older
                  </SubmitButton>
                </Form>
                <Form method="post" action="/logout">
                  <SubmitButton formAction="/logout">Log out</SubmitButton>
                </Form>
              </>
            ),
          },
          { path: "/age-consent", action: waits, element: null },
          { path: "/logout", action: waits, element: null },
        ],
        { basename, initialEntries: [basename] },
      );
      render(<RouterProvider router={router} />);
      const consent = screen.getByRole("button", { name: "I am 18 or older" });
      await act(async () => {
        fireEvent.click(consent);
      });
      expect(router.state.navigation.formAction).toBe(basename === "/" ? "/age-consent" : "/hi/age-consent");
      expect(consent.getAttribute("aria-busy")).toBe("true");
      expect(screen.getByRole("button", { name: "Log out" }).getAttribute("aria-busy")).toBeNull();
      await act(async () => {
        release();
      });
    },
  );

  it("follows a caller's pending flag", () => {
    const router = createMemoryRouter([{ path: "/", element: <SubmitButton pending>Save</SubmitButton> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("aria-busy")).toBe("true");
  });

  it("says its pending label only while pending", async () => {
    const button = (pending: boolean) => (
      <SubmitButton pending={pending} pendingLabel="Redeeming…" className="btn-primary">
        Redeem
      </SubmitButton>
    );
    const router = createMemoryRouter([
      { path: "/", element: button(false) },
      { path: "/busy", element: button(true) },
    ]);
    render(<RouterProvider router={router} />);
    const idle = screen.getByRole("button", { name: "Redeem" });
    expect(idle.getAttribute("aria-busy")).toBeNull();
    await act(async () => {
      await router.navigate("/busy");
    });
    const busy = await screen.findByRole("button", { name: "Redeeming…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect((busy as HTMLButtonElement).disabled).toBe(true);
  });
});
