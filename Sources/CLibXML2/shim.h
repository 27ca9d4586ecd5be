#ifndef LAYOUT_LINT_CLIBXML2_SHIM_H
#define LAYOUT_LINT_CLIBXML2_SHIM_H
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlIO.h>
#include <libxml/xmlregexp.h>

/* xmlFree is a global function pointer, which Swift 6 treats as shared mutable state. */
static inline void layoutLintXMLFree(void *pointer) { xmlFree(pointer); }
#endif
