// The React Email components the alert e-mails use, each from its own package: the umbrella
// @react-email/components evaluates every component on import, Prism's grammars for its code
// block among them (~0.7 s of CPU for each process or test file that renders or imports a mail).
export { Body } from "@react-email/body";
export { Container } from "@react-email/container";
export { Head } from "@react-email/head";
export { Heading } from "@react-email/heading";
export { Hr } from "@react-email/hr";
export { Html } from "@react-email/html";
export { Link } from "@react-email/link";
export { Preview } from "@react-email/preview";
export { Section } from "@react-email/section";
export { Text } from "@react-email/text";
