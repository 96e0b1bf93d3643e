/**
 * jsdom finds the control of a `<label for>` by walking the whole document, and finds an element's
 * labels by asking every node of the document for its control. Every accessible name (getByRole)
 * and every getByLabelText asks for labels, so on a long form each query walked the document once
 * per label: two thirds of the memorial form tests' time. Here `label.control` looks the id up in
 * the document's id index instead, as jsdom's own getElementById does; the answer is the same (the
 * first element in tree order with that id, if it can have a label). Labels outside a document,
 * and labels without `for`, keep jsdom's own code.
 */
const HTML = "http://www.w3.org/1999/xhtml";
const ALWAYS_LABELABLE = new Set(["button", "meter", "output", "progress", "select", "textarea"]);

type NodeImpl = {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  type?: string;
  _ceDefinition?: { formAssociated?: boolean };
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): NodeImpl & { getElementById?: (id: string) => NodeImpl | null };
};

// https://html.spec.whatwg.org/multipage/forms.html#category-label, as jsdom's helpers/form-controls.js has it.
function isLabelable(node: NodeImpl) {
  if (node.nodeType !== Node.ELEMENT_NODE || node.namespaceURI !== HTML) return false;
  if (ALWAYS_LABELABLE.has(node.localName)) return true;
  if (node.localName === "input") return node.type !== "hidden";
  return node._ceDefinition?.formAssociated === true;
}

export function lookUpLabelControlsById() {
  const label = document.createElement("label");
  const implKey = Object.getOwnPropertySymbols(label).find((symbol) => symbol.description === "impl");
  const impl: unknown = implKey ? (label as unknown as Record<symbol, unknown>)[implKey] : undefined;
  const prototype = impl ? (Object.getPrototypeOf(impl) as object) : undefined;
  const jsdomControl = prototype ? Object.getOwnPropertyDescriptor(prototype, "control")?.get : undefined;
  // Another jsdom than the one this was written for: keep its own (slow but right) code.
  if (!prototype || !jsdomControl || jsdomControl.name === "controlById") return;
  Object.defineProperty(prototype, "control", {
    configurable: true,
    get: function controlById(this: NodeImpl) {
      const root = this.getRootNode({});
      if (root.nodeType !== Node.DOCUMENT_NODE || !root.getElementById || !this.hasAttributeNS(null, "for")) return jsdomControl.call(this);
      const id = this.getAttributeNS(null, "for");
      if (!id) return null;
      const target = root.getElementById(id);
      return target && isLabelable(target) ? target : null;
    },
  });
}
