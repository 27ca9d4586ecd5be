#ifndef LAYOUT_LINT_CLIBXML2_SHIM_H
#define LAYOUT_LINT_CLIBXML2_SHIM_H

/* Debian builds libxml2 with ICU, and libxml/encoding.h then includes the system ICU
   headers, whose declarations clash with Foundation's own copy of ICU (_FoundationICU) on
   a clean build. layout-lint never touches the ICU-dependent fields of
   xmlCharEncodingHandler, so the headers are read without ICU. */
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlregexp.h>
#include <libxml/xmlreader.h>

/* xmlFree is a global function pointer, which Swift 6 treats as shared mutable state. */
static inline void layoutLintXMLFree(void *pointer) { xmlFree(pointer); }
#endif
