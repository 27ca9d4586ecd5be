import CLibXML2
