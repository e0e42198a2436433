// Any /api/ path without a handler: a JSON 404 for API clients, never the HTML home page.
import { NextResponse } from "next/server";
import { AppError } from "@/lib/infra/errors";

const notFound = () =>
  NextResponse.json(new AppError("not_found", "Not found").toJSON(), { status: 404 });

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
