import { redirect } from "next/navigation";

// Reached only for paths outside every language (e.g. /whatever.php): the route table sends
// any unknown path to the home page.
export default function RootNotFound() {
  redirect("/");
}
