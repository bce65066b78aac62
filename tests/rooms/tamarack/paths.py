"""The room's folders, so that the parts and the key name documents the same way."""

from __future__ import annotations

CORP = "01 Corporate"
DEAL = "02 Transaction"
CUST = "03 Customers"
SUPP = "04 Suppliers"
FIN = "05 Finance"
PROP = "06 Property"
PEOPLE = "07 People"
IPT = "08 IP and Technology"
INS = "09 Insurance and Health and Safety"
DISP = "10 Disputes"
REG = "11 Regulatory and Certification"
