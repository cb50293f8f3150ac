/*
 * The e-invoice validation worker (decision 0030), run by validate.ts as
 *   java -cp Saxon-HE.jar EInvoiceValidator.java ARTEFACTS_DIR WARMUP_DIR
 * One request at a time on standard input: a line "cii|facturx|ubl LENGTH" then LENGTH bytes of
 * XML ('facturx': a CII judged as 'cii' and also by the Factur-X EN 16931 profile's XSD).
 * One answer per request on standard output: a line of JSON
 *   {"schemaErrors":[...],"rules":[{"id","flag","text","location"}]}
 * The XSD check uses the JDK's validator, the schematron XSLT runs on Saxon-HE; both are
 * compiled once, on the first request of their syntax. No DTD, no external entity is read.
 * The request line "warm RUNS" (no bytes follow; decision 0055) compiles every schema and
 * schematron, then judges WARMUP_DIR/cii.xml (as 'facturx') and WARMUP_DIR/ubl.xml (as 'ubl') RUNS
 * times each, so that the JIT has compiled the hot paths before the first real document; it is
 * answered {"warmup":{"runs":R,"invalid":I,"ms":T}} (I: runs whose answer was not valid).
 */
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.*;
import javax.xml.XMLConstants;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.transform.sax.SAXSource;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import net.sf.saxon.s9api.*;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;

public class EInvoiceValidator {
  private static final String SVRL = "http://purl.oclc.org/dsdl/svrl";
  private static final String CII = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";
  private static final String UBL_INVOICE = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";
  private static final String UBL_CREDIT = "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2";

  private final File dir;
  private final Processor saxon = new Processor(false);
  private final Map<String, Schema> schemas = new HashMap<>();
  private final Map<String, List<XsltExecutable>> schematrons = new HashMap<>();
  private final SAXParserFactory parsers = SAXParserFactory.newDefaultInstance();
  private XPathSelector failures;

  EInvoiceValidator(File dir) throws Exception {
    this.dir = dir;
    parsers.setNamespaceAware(true);
    parsers.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    parsers.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    parsers.setFeature("http://xml.org/sax/features/external-general-entities", false);
    parsers.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
    XPathCompiler xpath = saxon.newXPathCompiler();
    xpath.declareNamespace("svrl", SVRL);
    failures = xpath.compile("//svrl:failed-assert | //svrl:successful-report").load();
  }

  private XMLReader reader() throws Exception {
    return parsers.newSAXParser().getXMLReader();
  }

  private Schema schema(String name) throws Exception {
    Schema s = schemas.get(name);
    if (s == null) {
      SchemaFactory f = SchemaFactory.newDefaultInstance();
      f.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
      f.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "file");
      s = f.newSchema(new File(dir, name));
      schemas.put(name, s);
    }
    return s;
  }

  private List<XsltExecutable> schematrons(String syntax) throws Exception {
    List<XsltExecutable> list = schematrons.get(syntax);
    if (list == null) {
      list = new ArrayList<>();
      String[] files =
          syntax.equals("cii")
              ? new String[] {"cii/EN16931-CII-validation.xslt"}
              : new String[] {"ubl/EN16931-UBL-validation.xslt", "peppol/PEPPOL-EN16931-UBL.xslt"};
      XsltCompiler compiler = saxon.newXsltCompiler();
      for (String f : files) list.add(compiler.compile(new StreamSource(new File(dir, f))));
      schematrons.put(syntax, list);
    }
    return list;
  }

  String validate(String syntax, byte[] xml) throws Exception {
    List<String> schemaErrors = new ArrayList<>();
    StringBuilder rules = new StringBuilder();
    XdmNode doc;
    try {
      doc =
          saxon
              .newDocumentBuilder()
              .build(new SAXSource(reader(), new InputSource(new ByteArrayInputStream(xml))));
    } catch (SaxonApiException e) {
      schemaErrors.add("not well-formed XML: " + e.getMessage());
      return answer(schemaErrors, rules);
    }
    XdmNode root = null;
    for (XdmNode n : doc.children()) if (n.getNodeKind() == XdmNodeKind.ELEMENT) root = n;
    String ns = root == null ? "" : root.getNodeName().getNamespaceURI();
    String local = root == null ? "" : root.getNodeName().getLocalName();
    boolean facturX = syntax.equals("facturx");
    if (facturX) syntax = "cii";
    String schemaFile = null;
    if (syntax.equals("cii") && ns.equals(CII) && local.equals("CrossIndustryInvoice")) {
      schemaFile = "cii/schema/CrossIndustryInvoice_100pD16B.xsd";
    } else if (syntax.equals("ubl") && ns.equals(UBL_INVOICE) && local.equals("Invoice")) {
      schemaFile = "ubl/schema/maindoc/UBL-Invoice-2.1.xsd";
    } else if (syntax.equals("ubl") && ns.equals(UBL_CREDIT) && local.equals("CreditNote")) {
      schemaFile = "ubl/schema/maindoc/UBL-CreditNote-2.1.xsd";
    }
    if (schemaFile == null) {
      schemaErrors.add("unexpected root element {" + ns + "}" + local + " for " + syntax.toUpperCase());
      return answer(schemaErrors, rules);
    }
    checkSchema(schemaFile, "", xml, schemaErrors);
    if (facturX) checkSchema("facturx/Factur-X_EN16931.xsd", "Factur-X EN 16931: ", xml, schemaErrors);
    for (XsltExecutable exe : schematrons(syntax)) {
      Xslt30Transformer t = exe.load30();
      t.setGlobalContextItem(doc);
      XdmDestination out = new XdmDestination();
      t.applyTemplates(doc, out);
      failures.setContextItem(out.getXdmNode());
      for (XdmItem item : failures) {
        XdmNode n = (XdmNode) item;
        String text = "";
        for (XdmNode c : n.children()) {
          if (c.getNodeKind() == XdmNodeKind.ELEMENT && c.getNodeName().getLocalName().equals("text")) {
            text = c.getStringValue().trim().replaceAll("\\s+", " ");
          }
        }
        if (rules.length() > 0) rules.append(',');
        rules
            .append("{\"id\":")
            .append(json(attr(n, "id")))
            .append(",\"flag\":")
            .append(json(attr(n, "flag")))
            .append(",\"text\":")
            .append(json(text))
            .append(",\"location\":")
            .append(json(attr(n, "location")))
            .append('}');
      }
    }
    return answer(schemaErrors, rules);
  }

  /**
   * Compiles every schema and schematron, then judges the two samples of `warmup` `runs` times
   * each; answers the warm-up's report (runs, invalid runs, milliseconds).
   */
  String warm(File warmup, int runs) throws Exception {
    long start = System.nanoTime();
    for (String s :
        new String[] {
          "cii/schema/CrossIndustryInvoice_100pD16B.xsd",
          "facturx/Factur-X_EN16931.xsd",
          "ubl/schema/maindoc/UBL-Invoice-2.1.xsd",
          "ubl/schema/maindoc/UBL-CreditNote-2.1.xsd"
        }) schema(s);
    schematrons("cii");
    schematrons("ubl");
    byte[] cii = Files.readAllBytes(new File(warmup, "cii.xml").toPath());
    byte[] ubl = Files.readAllBytes(new File(warmup, "ubl.xml").toPath());
    int invalid = 0;
    for (int i = 0; i < runs; i++) {
      if (!valid(validate("facturx", cii))) invalid++;
      if (!valid(validate("ubl", ubl))) invalid++;
    }
    long ms = (System.nanoTime() - start) / 1_000_000;
    return "{\"runs\":" + (2 * runs) + ",\"invalid\":" + invalid + ",\"ms\":" + ms + "}";
  }

  /** Whether an answer has no schema error and no fatal rule. */
  private static boolean valid(String answer) {
    return answer.startsWith("{\"schemaErrors\":[]") && !answer.contains("\"flag\":\"fatal\"");
  }

  /** Validates `xml` against one XSD, adding its errors (prefixed) to `errors`. */
  private void checkSchema(String file, String prefix, byte[] xml, List<String> errors) throws Exception {
    Validator v = schema(file).newValidator();
    v.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    v.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    int before = errors.size();
    v.setErrorHandler(
        new ErrorHandler() {
          public void warning(SAXParseException e) {}

          public void error(SAXParseException e) {
            errors.add(prefix + e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage());
          }

          public void fatalError(SAXParseException e) {
            error(e);
          }
        });
    try {
      v.validate(new SAXSource(reader(), new InputSource(new ByteArrayInputStream(xml))));
    } catch (org.xml.sax.SAXException e) {
      if (errors.size() == before) errors.add(prefix + e.getMessage());
    }
  }

  private static String attr(XdmNode n, String name) {
    String v = n.getAttributeValue(new QName(name));
    return v == null ? "" : v;
  }

  private static String answer(List<String> schemaErrors, StringBuilder rules) {
    StringBuilder b = new StringBuilder("{\"schemaErrors\":[");
    for (int i = 0; i < schemaErrors.size(); i++) b.append(i > 0 ? "," : "").append(json(schemaErrors.get(i)));
    return b.append("],\"rules\":[").append(rules).append("]}").toString();
  }

  private static String json(String s) {
    StringBuilder b = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c == '"' || c == '\\') b.append('\\').append(c);
      else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.append('"').toString();
  }

  private static String readLine(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    int c;
    while ((c = in.read()) != '\n') {
      if (c < 0) return null;
      line.write(c);
    }
    return line.toString(StandardCharsets.US_ASCII);
  }

  public static void main(String[] args) throws Exception {
    EInvoiceValidator validator = new EInvoiceValidator(new File(args[0]));
    InputStream in = new BufferedInputStream(System.in);
    PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, "UTF-8");
    File warmup = new File(args[1]);
    out.println("{\"ready\":true}");
    out.flush();
    String header;
    while ((header = readLine(in)) != null) {
      String[] parts = header.trim().split(" ");
      boolean warm = parts[0].equals("warm");
      byte[] xml = warm ? null : in.readNBytes(Integer.parseInt(parts[1]));
      String answer;
      try {
        answer =
            warm
                ? "{\"warmup\":" + validator.warm(warmup, Integer.parseInt(parts[1])) + "}"
                : validator.validate(parts[0], xml);
      } catch (Exception e) {
        answer = "{\"error\":" + json(String.valueOf(e)) + "}";
      }
      out.println(answer);
      out.flush();
    }
  }
}
