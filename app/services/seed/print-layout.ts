/**
 * The print landing's layout (docs/product/routes.md#print-landing), written as data the way an operator
 * would store it. No prices or limits in the text: the widgets print those
 * from the operator's settings (docs/rules.md#operator-settings), which the
 * page reads beside the layout. Inserted on every start and never overwritten, so
 * an operator's edits survive restarts and databases seeded before the print
 * service gain it.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { layouts } from "~/models/schema.server";
import { DEFAULT_PRINT_HERO, PRINT_LAYOUT_ID, PRINT_WIDGET_TYPES as T, type PrintWidget } from "~/lib/print-widgets";

export function printLayout(): PrintWidget[] {
  return [
    // A copy: callers may edit what they get (operators' tools, tests).
    structuredClone(DEFAULT_PRINT_HERO),
    {
      type: T.steps,
      id: "print-steps",
      props: {
        title: "Print in four easy steps",
        steps: [
          { title: "Visit the print store", text: "Open Nukkad Print on the web, on your phone or computer. No app needed." },
          { title: "Upload your files", text: "Add PDFs or photos from your phone or computer. Password-protected PDFs are fine too." },
          {
            title: "Customise your print",
            text: "Choose colour or black and white, single or double side, portrait or landscape and the number of copies.",
          },
          {
            title: "Add prints to cart and order",
            text: "See the price, add your prints to the cart and place the order. We deliver them in minutes.",
          },
        ],
      },
    },
    {
      type: T.options,
      id: "print-options",
      props: {
        title: "Customise your prints",
        intro: "Set the options for each file on the preview page, where you see every page before you pay.",
        options: [
          { kind: "file_types", title: "File types", text: "Documents and photos straight from your phone or computer." },
          {
            kind: "color",
            title: "Colour or black and white",
            text: "Black and white for text, colour for photos, charts and certificates.",
          },
          { kind: "sides", title: "Single or double side", text: "Double side saves paper on long documents and notes." },
          { kind: "orientation", title: "Portrait or landscape", text: "Landscape suits slides, spreadsheets and wide photos." },
          { kind: "copies", title: "Copies", text: "Print as many copies of each file as you need." },
          { kind: "paper", title: "Paper", text: "Bright white sheets, the standard for office and school prints." },
        ],
      },
    },
    {
      type: T.useCases,
      id: "print-use-cases",
      props: {
        title: "What can you print?",
        items: [
          {
            icon: "passport-control",
            title: "Passport and visa documents",
            text: "Application forms, photo pages and appointment letters.",
          },
          { icon: "identification-card", title: "ID proofs", text: "Aadhaar, PAN, voter ID and driving licence copies." },
          { icon: "pencil", title: "Homework", text: "Assignments, projects and school worksheets." },
          { icon: "artist-palette", title: "Activity sheets", text: "Colouring pages, puzzles and practice sheets for kids." },
          { icon: "books", title: "eBooks", text: "Chapters and study material to read on paper." },
          { icon: "briefcase", title: "Resumes", text: "A sharp CV for your next interview, in minutes." },
          { icon: "bank", title: "Bank and government documents", text: "Forms, statements, affidavits and certificates." },
          { icon: "receipt", title: "Invoices", text: "Bills, receipts and quotations for your business." },
        ],
      },
    },
    {
      type: T.testimonials,
      id: "print-testimonials",
      props: {
        title: "Loved by our customers",
        items: [
          {
            name: "Priya Sharma",
            date: "2022-08",
            quote:
              "My visa appointment was the next morning and the cyber café was shut. I uploaded the forms at 10 pm and had the printouts before I finished dinner.",
          },
          {
            name: "Rohan Mehta",
            date: "2022-08",
            quote: "I print my son's homework sheets every week from home. Clear prints, no trip to the shop and no pen drive.",
          },
          {
            name: "Ananya Iyer",
            date: "2022-08",
            quote:
              "Printed twenty copies of my resume in colour for a job fair. The preview showed every page, so there were no surprises.",
          },
        ],
      },
    },
    {
      type: T.about,
      id: "print-about",
      props: {
        blocks: [
          {
            kind: "blog",
            title: "Five documents to keep printed before a passport appointment",
            paragraphs: [
              "Appointment confirmation, application form, address proof, date-of-birth proof and old passport copies: what to carry, and why a spare set saves a second visit.",
            ],
            more: [
              "Passport Seva Kendras check originals against self-attested copies. Print each proof on its own sheet, single side, so the officer can stamp and file it without asking for another copy.",
              "Keep two copies of the appointment confirmation: one is collected at the entrance. Print the application form in black and white; colour adds nothing and costs more.",
              "Carry photocopies of every page of your old passport that has an entry, including the last page with your address. Double-side printing keeps that bundle thin.",
            ],
          },
          {
            kind: "product",
            title: "Nukkad Print",
            paragraphs: [
              "Nukkad Print brings the photocopy shop to your phone. Upload documents and photos, check every page in the preview, choose how you want them printed and get them delivered to your door in minutes.",
              "No queues, no pen drives, no sharing files over chat with a shopkeeper.",
            ],
            more: [],
          },
          {
            kind: "company",
            title: "About Nukkad",
            paragraphs: [
              "Nukkad delivers groceries, fresh produce and daily essentials from dark stores near you in minutes, across more than 30 Indian cities.",
              "We started Nukkad Print because the things people need urgently are not always groceries: a printout can matter just as much as a packet of milk.",
            ],
            more: [],
          },
        ],
      },
    },
    {
      type: T.seoText,
      id: "print-seo-text",
      props: {
        title: "Online printing or the print shop: which is better?",
        paragraphs: [
          "Printing online means uploading documents from your phone or computer and having the printouts delivered to your door. A print shop means carrying your files to a counter, often on a pen drive or by sharing them over a chat app, and waiting for your turn.",
          "Online printing with Nukkad Print shows the price and a preview of every page before you pay, works at night and on holidays when shops are shut, and keeps your files private: they stay in your account, not in a shopkeeper's chat, and are deleted automatically after your order.",
          "A print shop can still be the right choice for binding, lamination or paper sizes other than A4. For everyday printing of documents, forms, homework, resumes and photos, ordering prints online is faster and simpler.",
        ],
        comparison: {
          caption: "Online printing compared with a print shop",
          online: "Nukkad Print",
          shop: "Print shop",
          rows: [
            { aspect: "Where", online: "From home, on your phone or computer", shop: "At the shop counter" },
            { aspect: "When", online: "Whenever our stores deliver, including late evenings", shop: "Shop hours only" },
            { aspect: "Price", online: "Shown per page before you pay", shop: "Told at the counter" },
            {
              aspect: "Privacy",
              online: "Files private to you and deleted automatically",
              shop: "Files shared with the shop, often over chat apps",
            },
            { aspect: "Preview", online: "Every page previewed before printing", shop: "Rarely" },
          ],
        },
      },
    },
    {
      type: T.keywords,
      id: "print-keywords",
      props: {
        title: "Popular searches",
        tags: [
          "print online",
          "online printing",
          "print documents online",
          "print pdf online",
          "print photos online",
          "printout delivery",
          "print near me",
          "xerox near me",
          "photocopy near me",
          "online xerox",
          "colour print online",
          "black and white print",
          "double side print",
          "A4 print",
          "print resume online",
          "print passport documents",
          "print homework",
          "print assignments",
          "print aadhaar card",
          "print invoices",
          "print ebook",
          "same day printing",
          "print delivery in minutes",
          "cheap printing online",
        ],
      },
    },
  ];
}

/**
 * Idempotent: an existing print layout (perhaps edited by an operator) keeps its widgets; only its kind is
 * set, for stores whose row predates layout kinds (docs/collections-and-layouts.md). Returns whether it was inserted.
 */
export async function seedPrintLayout(db: Db): Promise<boolean> {
  await db
    .update(layouts)
    .set({ kind: "print", title: "Print store" })
    .where(and(eq(layouts.id, PRINT_LAYOUT_ID), ne(layouts.kind, "print")));
  const inserted = await db
    .insert(layouts)
    .values({ id: PRINT_LAYOUT_ID, kind: "print", title: "Print store", widgets: printLayout() })
    .onConflictDoNothing()
    .returning({ id: layouts.id });
  return inserted.length > 0;
}
